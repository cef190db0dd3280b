import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { holds } from '../../db/schema.ts';
import { memberAccountCode } from './member-accounts.ts';
import { postTransaction, postTransactions, type BillGroup, type Posting } from './post-transaction.ts';

// Money set aside for a bet stake or a withdrawal (design/ledger.md): the hold moves it from
// the member's available to their frozen account, and is resolved exactly once — posted (the
// money leaves frozen for where it was meant to go) or voided (it returns to available).

export type HoldPurpose = 'bet_stake' | 'withdrawal';

export class HoldNotPendingError extends Error {
  constructor(readonly status: string | null) {
    super(status ? `hold already ${status}` : 'no such hold');
    this.name = 'HoldNotPendingError';
  }
}

type Common = { actor: string; at: Date; billGroup: BillGroup; memo?: string };

/** Places a hold; calling it again with the same purpose and reference returns the same hold. */
export async function placeHold(
  tx: DbOrTx,
  input: Common & { purpose: HoldPurpose; refId: string; memberId: number; amount: bigint; kind: string },
): Promise<{ holdId: number; transactionId: number; replayed: boolean }> {
  const posted = await postTransaction(tx, {
    idempotencyKey: `hold:${input.purpose}:${input.refId}`,
    kind: input.kind,
    billGroup: input.billGroup,
    refType: input.purpose,
    refId: input.refId,
    actor: input.actor,
    at: input.at,
    memo: input.memo,
    postings: [
      { account: memberAccountCode(input.memberId, 'available'), side: 'debit', amount: input.amount },
      { account: memberAccountCode(input.memberId, 'frozen'), side: 'credit', amount: input.amount },
    ],
  });
  if (posted.replayed) {
    const [existing] = await tx.select({ id: holds.id }).from(holds).where(and(eq(holds.purpose, input.purpose), eq(holds.refId, input.refId)));
    return { holdId: existing!.id, transactionId: posted.transactionId, replayed: true };
  }
  const [hold] = await tx
    .insert(holds)
    .values({ purpose: input.purpose, refId: input.refId, memberId: input.memberId, amount: input.amount, createdTxId: posted.transactionId, createdAt: input.at })
    .returning({ id: holds.id });
  return { holdId: hold!.id, transactionId: posted.transactionId, replayed: false };
}

export type HoldResolution = Common & { purpose: HoldPurpose; refId: string; kind: string; idempotencyKey?: string } & (
    | { outcome: 'void' }
    /**
     * 'post' debits frozen (the hold) plus any `debits` the caller names (a win's net from the house,
     * a VIP award from its expense account) and credits the `credits`, which must add up to both.
     */
    | { outcome: 'post'; credits: { account: string; amount: bigint }[]; debits?: { account: string; amount: bigint }[] }
  );

type Line = { account: string; amount: bigint };

/**
 * The postings that send a held amount where it was meant to go: Dr the frozen account (the
 * hold) and any `debits` (a win's net from the house, a VIP award) / Cr the `credits`, which
 * must add up to both. Zero lines are left out. Settlement posts it through resolveHolds; a
 * correction's re-settlement, whose hold is already posted, posts the same lines directly.
 */
export function postedHoldPostings(frozenAccount: string, amount: bigint, debits: Line[], credits: Line[]): Posting[] {
  const owed = amount + debits.reduce((s, d) => s + d.amount, 0n);
  const total = credits.reduce((s, c) => s + c.amount, 0n);
  if (total !== owed) throw new Error(`${frozenAccount}: a hold of ${amount} kobo resolves ${owed} kobo; credits add up to ${total}`);
  const postings: Posting[] = [
    { account: frozenAccount, side: 'debit', amount },
    ...debits.map((d) => ({ account: d.account, side: 'debit' as const, amount: d.amount })),
    ...credits.map((c) => ({ account: c.account, side: 'credit' as const, amount: c.amount })),
  ];
  return postings.filter((p) => p.amount > 0n);
}

/**
 * Resolves a pending hold exactly once. 'void' returns the money to available; 'post' sends it
 * where the caller says. The hold row is locked first, so two resolutions racing (settle and
 * cancel, payout success and failure) cannot both happen: the loser gets HoldNotPendingError.
 */
export async function resolveHold(tx: DbOrTx, input: HoldResolution): Promise<{ transactionId: number }> {
  const [resolved] = await resolveHolds(tx, [input]);
  return resolved!;
}

/**
 * Resolves many pending holds in a few statements (a match's settlement): the holds are locked
 * in id order, every one must still be pending or nothing is resolved, and the ledger postings
 * go through postTransactions as one batch. `beforePosting` runs after the holds are marked and
 * before the accounts are locked (see PostOptions), with each hold's resolving transaction.
 */
export async function resolveHolds(
  tx: DbOrTx,
  inputs: HoldResolution[],
  options: { beforePosting?: (resolved: { transactionId: number }[]) => Promise<void> } = {},
): Promise<{ transactionId: number }[]> {
  if (inputs.length === 0) {
    await options.beforePosting?.([]);
    return [];
  }
  const refs = inputs.map((i) => ({ p: i.purpose, r: i.refId }));
  const locked = (await tx.execute(sql`
    select h.id, h.purpose, h.ref_id, h.member_id, h.amount::text as amount, h.status from holds h
    join json_to_recordset(${JSON.stringify(refs)}::json) as k(p text, r text) on h.purpose = k.p and h.ref_id = k.r
    order by h.id for update of h`)) as unknown as {
    rows: { id: number | string; purpose: string; ref_id: string; member_id: number | string; amount: string; status: string }[];
  };
  const byRef = new Map(locked.rows.map((h) => [`${h.purpose}:${h.ref_id}`, h]));

  const transactions = inputs.map((input) => {
    const hold = byRef.get(`${input.purpose}:${input.refId}`);
    if (!hold || hold.status !== 'pending') throw new HoldNotPendingError(hold?.status ?? null);
    const memberId = Number(hold.member_id);
    const amount = BigInt(hold.amount);
    const frozen = memberAccountCode(memberId, 'frozen');
    let postings: Posting[];
    if (input.outcome === 'void') {
      postings = [
        { account: frozen, side: 'debit', amount },
        { account: memberAccountCode(memberId, 'available'), side: 'credit', amount },
      ];
    } else {
      postings = postedHoldPostings(frozen, amount, input.debits ?? [], input.credits);
    }
    return {
      idempotencyKey: input.idempotencyKey ?? `hold-resolve:${input.purpose}:${input.refId}`,
      kind: input.kind,
      billGroup: input.billGroup,
      refType: input.purpose,
      refId: input.refId,
      actor: input.actor,
      at: input.at,
      memo: input.memo,
      postings: postings.filter((p) => p.amount > 0n),
    };
  });
  const posted = await postTransactions(tx, transactions, {
    beforePosting: async (posted) => {
      const updates = inputs.map((input, i) => ({
        id: Number(byRef.get(`${input.purpose}:${input.refId}`)!.id),
        s: input.outcome === 'void' ? 'voided' : 'posted',
        t: posted[i]!.transactionId,
        at: input.at.toISOString(),
      }));
      await tx.execute(sql`
        update holds h set status = u.s, resolved_tx_id = u.t, resolved_at = u.at
        from json_to_recordset(${JSON.stringify(updates)}::json) as u(id bigint, s text, t bigint, at timestamptz)
        where h.id = u.id`);
      await options.beforePosting?.(posted.map((p) => ({ transactionId: p.transactionId })));
    },
  });
  return posted.map((p) => ({ transactionId: p.transactionId }));
}

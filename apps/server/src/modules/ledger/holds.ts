import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { holds } from '../../db/schema.ts';
import { memberAccountCode } from './member-accounts.ts';
import { postTransaction, type BillGroup, type Posting } from './post-transaction.ts';

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

/**
 * Resolves a pending hold exactly once. 'void' returns the money to available; 'post' debits
 * frozen and credits the accounts the caller names (`credits` must add up to the hold; a fee
 * is one more credit line). The hold row is locked first, so two resolutions racing (settle
 * and cancel, payout success and failure) cannot both happen: the loser gets HoldNotPendingError.
 */
export async function resolveHold(
  tx: DbOrTx,
  input: Common & { purpose: HoldPurpose; refId: string; kind: string } & (
      | { outcome: 'void' }
      | { outcome: 'post'; credits: { account: string; amount: bigint }[] }
    ),
): Promise<{ transactionId: number }> {
  const locked = (await tx.execute(sql`
    select id, member_id, amount::text as amount, status from holds
    where purpose = ${input.purpose} and ref_id = ${input.refId} for update`)) as unknown as {
    rows: { id: number | string; member_id: number | string; amount: string; status: string }[];
  };
  const hold = locked.rows[0];
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
    const total = input.credits.reduce((s, c) => s + c.amount, 0n);
    if (total !== amount) throw new Error(`hold ${hold.id} is ${amount} kobo; credits add up to ${total}`);
    postings = [{ account: frozen, side: 'debit', amount }, ...input.credits.map((c) => ({ account: c.account, side: 'credit' as const, amount: c.amount }))];
  }
  const posted = await postTransaction(tx, {
    idempotencyKey: `hold-resolve:${input.purpose}:${input.refId}`,
    kind: input.kind,
    billGroup: input.billGroup,
    refType: input.purpose,
    refId: input.refId,
    actor: input.actor,
    at: input.at,
    memo: input.memo,
    postings: postings.filter((p) => p.amount > 0n),
  });
  await tx
    .update(holds)
    .set({ status: input.outcome === 'void' ? 'voided' : 'posted', resolvedTxId: posted.transactionId, resolvedAt: input.at })
    .where(eq(holds.id, Number(hold.id)));
  return { transactionId: posted.transactionId };
}

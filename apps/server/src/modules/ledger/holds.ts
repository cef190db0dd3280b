import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, columnRows } from '../../db/column-rows.ts';
import { memberAccountCode } from './member-accounts.ts';
import { freshTransactionsSql, postTransactions, type BillGroup, type Posting, type PostTransactionInput } from './post-transaction.ts';

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

export type HoldPlacement = Common & { purpose: HoldPurpose; refId: string; memberId: number; amount: bigint; kind: string };
export type PlacedHold = { transactionId: number; replayed: boolean };

/** Places a hold; calling it again with the same purpose and reference returns the same hold. */
export async function placeHold(tx: DbOrTx, input: HoldPlacement): Promise<PlacedHold> {
  const [placed] = await placeHolds(tx, [input]);
  return placed!;
}

/**
 * Places many holds in the same statements whatever their number (bets placed together): the
 * ledger's postTransactions moves each amount from available to frozen as one batch — if any
 * member's available would go below zero, none is placed (InsufficientFundsError names the
 * accounts) — and the hold rows go in with the ledger's transaction rows, in one statement. A
 * repeated (purpose, reference) replays: its transaction and hold are there already.
 * `alongside`: data-modifying statements of the caller's (inserting the bets the holds are for)
 * that run in that same statement, so they cost no round trip of their own.
 */
export async function placeHolds(tx: DbOrTx, inputs: HoldPlacement[], options: { alongside?: SQL[] } = {}): Promise<PlacedHold[]> {
  const posted = await postTransactions(tx, inputs.map(holdPlacementTransaction), { withInserted: holdRows(inputs, options.alongside) });
  return posted.map((p) => ({ transactionId: p.transactionId, replayed: p.replayed }));
}

/**
 * The statements of placeHolds for holds never placed before (a repeated reference fails them),
 * their ledger transactions' ids taken by the caller (newTransactionId), for a caller that
 * sends them with others in one round trip: a refusal raises inside the
 * database (InsufficientFundsError once passed through ledgerRefusal).
 */
export function placeFreshHoldsSql(inputs: (HoldPlacement & { transactionId: number })[], options: { alongside?: SQL[] } = {}): SQL[] {
  return freshTransactionsSql(
    // Assigned onto the fresh object: a spread with a field added costs V8 more per object (placedBetRow).
    inputs.map((input) => Object.assign(holdPlacementTransaction(input), { id: input.transactionId })),
    { withInserted: holdRows(inputs, options.alongside) },
  );
}

/** A placement's ledger transaction: from the member's available to their frozen account. */
const holdPlacementTransaction = (input: HoldPlacement) =>
  holdTransaction(input, holdKey(input), [
    { account: memberAccountCode(input.memberId, 'available'), side: 'debit', amount: input.amount },
    { account: memberAccountCode(input.memberId, 'frozen'), side: 'credit', amount: input.amount },
  ]);

/** The hold rows, inserted (with the caller's writes) in the statement that inserts their transactions. */
function holdRows(inputs: HoldPlacement[], alongside: SQL[] = []) {
  const refs = columnRows('k', [
    ['k', 'text', inputs.map(holdKey)],
    ['p', 'text', inputs.map((input) => input.purpose)],
    ['r', 'text', inputs.map((input) => input.refId)],
    ['m', 'bigint', inputs.map((input) => input.memberId)],
    ['a', 'bigint', inputs.map((input) => input.amount)],
    ['at', 'timestamptz', inputs.map((input) => input.at.toISOString())],
  ]);
  return (inserted: SQL) => [
    ...alongside,
    sql`insert into holds (purpose, ref_id, member_id, amount, created_tx_id, created_at)
      select k.p, k.r, k.m, k.a, i.id, k.at
      from ${refs}
      join ${inserted} i on i.idempotency_key = k.k`,
  ];
}

const holdKey = (input: { purpose: HoldPurpose; refId: string }) => `hold:${input.purpose}:${input.refId}`;

/** The ledger transaction of placing or resolving a hold: referenced by the hold's purpose and reference. */
function holdTransaction(input: Common & { purpose: HoldPurpose; refId: string; kind: string }, idempotencyKey: string, postings: Posting[]): PostTransactionInput {
  return { idempotencyKey, kind: input.kind, billGroup: input.billGroup, refType: input.purpose, refId: input.refId, actor: input.actor, at: input.at, memo: input.memo, postings };
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

type ResolveOptions = { beforePosting?: (resolved: { transactionId: number }[]) => Promise<void>; alongside?: () => Promise<PostTransactionInput[]> };

/**
 * Resolves a pending hold exactly once. 'void' returns the money to available; 'post' sends it
 * where the caller says. The hold row is locked first, so two resolutions racing (settle and
 * cancel, payout success and failure) cannot both happen: the loser gets HoldNotPendingError.
 */
export async function resolveHold(tx: DbOrTx, input: HoldResolution, options: Pick<ResolveOptions, 'alongside'> = {}): Promise<{ transactionId: number }> {
  const [resolved] = await resolveHolds(tx, [input], options);
  return resolved!;
}

/**
 * Resolves many pending holds in a few statements (a match's settlement): the holds are locked
 * in id order, every one must still be pending or nothing is resolved, and the ledger postings
 * go through postTransactions as one batch. `beforePosting` runs after the holds are marked and
 * before the accounts are locked (see PostOptions), with each hold's resolving transaction.
 * `alongside`: asked once the holds are locked, further transactions posted after the resolutions
 * in the same batch (their accounts locked in one id order with theirs), such as an operator's
 * cover taken back from a returned stake, which must be read under the holds' lock.
 */
export async function resolveHolds(tx: DbOrTx, inputs: HoldResolution[], options: ResolveOptions = {}): Promise<{ transactionId: number }[]> {
  if (inputs.length === 0) {
    await options.beforePosting?.([]);
    return [];
  }
  const purposes = inputs.map((i) => i.purpose);
  const refIds = inputs.map((i) => i.refId);
  const refs = columnRows('k', [
    ['p', 'text', purposes],
    ['r', 'text', refIds],
  ]);
  // Both key columns also as index conditions: a settlement chunk's thousands of pairs would
  // otherwise merge-join a scan of the whole (purpose, ref_id) index, which grows with every bet.
  const locked = (await tx.execute(sql`
    select h.id, h.purpose, h.ref_id, h.member_id, h.amount::text as amount, h.status from holds h
    join ${refs} on h.purpose = k.p and h.ref_id = k.r
    where h.purpose = ${anyOf('text', [...new Set(purposes)])} and h.ref_id = ${anyOf('text', refIds)}
    order by h.id for update of h`)) as unknown as {
    rows: { id: number | string; purpose: string; ref_id: string; member_id: number | string; amount: string; status: string }[];
  };
  const byRef = new Map(locked.rows.map((h) => [`${h.purpose}:${h.ref_id}`, h]));
  const alongside = (await options.alongside?.()) ?? [];

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
    return holdTransaction(input, input.idempotencyKey ?? `hold-resolve:${input.purpose}:${input.refId}`, postings.filter((p) => p.amount > 0n));
  });
  const posted = await postTransactions(tx, [...transactions, ...alongside], {
    beforePosting: async (all) => {
      const posted = all.slice(0, inputs.length);
      const ids = inputs.map((input) => byRef.get(`${input.purpose}:${input.refId}`)!.id);
      const updates = columnRows('u', [
        ['id', 'bigint', ids],
        ['s', 'text', inputs.map((input) => (input.outcome === 'void' ? 'voided' : 'posted'))],
        ['t', 'bigint', posted.map((p) => p.transactionId)],
        ['at', 'timestamptz', inputs.map((input) => input.at.toISOString())],
      ]);
      await tx.execute(sql`
        update holds h set status = u.s, resolved_tx_id = u.t, resolved_at = u.at
        from ${updates}
        where h.id = u.id and h.id = ${anyOf('bigint', ids)}`);
      await options.beforePosting?.(posted.map((p) => ({ transactionId: p.transactionId })));
    },
  });
  return posted.slice(0, inputs.length).map((p) => ({ transactionId: p.transactionId }));
}

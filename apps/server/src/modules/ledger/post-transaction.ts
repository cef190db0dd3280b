import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { errorDetail, sqlState, type DbOrTx } from '../../db/client.ts';
import { columnRows } from '../../db/column-rows.ts';
import { AppError } from '../../http/app-error.ts';

// The one way money moves (design/ledger.md). Every balance change in the product is a call
// to postTransaction inside the caller's database transaction:
//   1. insert the transaction row; an existing idempotency key replays (same request) or is
//      refused (different request);
//   2. in one statement: lock the touched accounts, ordered by id so concurrent postings never
//      deadlock on each other; add to their totals, guarded: an account that may not go
//      negative and would, is not updated, and the whole transaction is refused (nothing
//      half-written); insert the entries with each account's next version and balance after.

export type BillGroup = 'M' | 'R' | 'W' | 'B' | 'C' | 'X' | 'P';
export type Posting = { account: string; side: 'debit' | 'credit'; amount: bigint };

export type PostTransactionInput = {
  idempotencyKey: string;
  kind: string;
  billGroup: BillGroup;
  postings: Posting[];
  actor: string;
  at: Date;
  refType?: string;
  refId?: string;
  memo?: string;
  reversesId?: number;
};

export type PostedTransaction = { transactionId: number; replayed: boolean };

export type PostOptions = {
  /**
   * Runs in the caller's transaction once the transaction rows exist (their ids are known) and
   * before any account is locked. A batch that also writes rows of its own (holds, bets) does it
   * here, so the busy operator accounts are held only while the postings are written, and a
   * second batch in flight (settlement works two chunks at once) waits for them the least.
   */
  beforePosting?: (posted: PostedTransaction[]) => Promise<void>;
  /**
   * Writes of the caller's that go in the statement inserting the transaction rows, so they cost
   * no round trip: data-modifying statements that may read `inserted` (the rows that statement
   * inserted: id, idempotency_key; a replayed input has none). Holds are inserted this way.
   */
  withInserted?: (inserted: SQL) => SQL[];
};

/** Thrown when an account that may not go negative would; the caller maps it to its own refusal. */
export class InsufficientFundsError extends Error {
  constructor(readonly accounts: string[]) {
    super(`insufficient funds on ${accounts.join(', ')}`);
    this.name = 'InsufficientFundsError';
  }
}

function requestHash(input: PostTransactionInput): string {
  const canonical = JSON.stringify({
    kind: input.kind,
    billGroup: input.billGroup,
    refType: input.refType ?? null,
    refId: input.refId ?? null,
    reversesId: input.reversesId ?? null,
    postings: input.postings.map((p) => [p.account, p.side, p.amount.toString()]),
  });
  // One-shot hash: half the time of a Hash object, and one per ledger transaction (settlement: 100,000).
  return crypto.hash('sha256', canonical, 'hex');
}

function assertBalanced(postings: Posting[]) {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  let debits = 0n;
  let credits = 0n;
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount <= 0n) throw new Error(`posting amount must be a positive bigint: ${p.account}`);
    if (p.side === 'debit') debits += p.amount;
    else credits += p.amount;
  }
  if (debits !== credits) throw new Error(`unbalanced ledger transaction: debits ${debits} != credits ${credits}`);
}

type Rows<T> = { rows: T[] };

/** Posts one business event; see postTransactions for the steps. */
export async function postTransaction(tx: DbOrTx, input: PostTransactionInput): Promise<PostedTransaction> {
  const [posted] = await postTransactions(tx, [input]);
  return posted!;
}

/**
 * Posts many business events in the same few statements whatever their number (settlement of a
 * whole match goes through here): one insert for the transaction rows, then one statement that
 * locks every touched account in id order, adds to its totals (guarded) and inserts the entries. The entries
 * of the batch follow the order of `inputs`, so each account's versions and balances continue in
 * that order; if any non-negative account would dip below zero at any point of that order, the
 * whole batch is refused with InsufficientFundsError and nothing is kept (the caller's
 * transaction rolls back). A replayed input (same key, same content) posts nothing again.
 */
export async function postTransactions(tx: DbOrTx, inputs: PostTransactionInput[], options: PostOptions = {}): Promise<PostedTransaction[]> {
  if (inputs.length === 0) {
    await options.beforePosting?.([]);
    return [];
  }
  const hashes = checkedHashes(inputs);
  const inserted = (await tx.execute(transactionRowsSql(inputs, hashes, 'replays', options.withInserted))) as unknown as Rows<{ id: number | string; idempotency_key: string }>;
  const newIds = new Map(inserted.rows.map((r) => [r.idempotency_key, Number(r.id)]));

  const results: PostedTransaction[] = new Array(inputs.length);
  const toPost: { input: PostTransactionInput; transactionId: number }[] = [];
  const replayedKeys = inputs.filter((i) => !newIds.has(i.idempotencyKey)).map((i) => i.idempotencyKey);
  const existing = new Map<string, { id: number; hash: string }>();
  if (replayedKeys.length) {
    const found = (await tx.execute(sql`
      select id, idempotency_key, request_hash from ledger_transactions
      where idempotency_key in (select json_array_elements_text(${JSON.stringify(replayedKeys)}::json))`)) as unknown as Rows<{
      id: number | string;
      idempotency_key: string;
      request_hash: string;
    }>;
    for (const r of found.rows) existing.set(r.idempotency_key, { id: Number(r.id), hash: r.request_hash });
  }
  inputs.forEach((input, i) => {
    const id = newIds.get(input.idempotencyKey);
    if (id !== undefined) {
      results[i] = { transactionId: id, replayed: false };
      toPost.push({ input, transactionId: id });
      return;
    }
    const row = existing.get(input.idempotencyKey);
    if (!row) throw new Error('idempotency conflict without a stored transaction');
    if (row.hash !== hashes[i]) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    results[i] = { transactionId: row.id, replayed: true };
  });
  await options.beforePosting?.(results);
  if (toPost.length) {
    try {
      await tx.execute(postingsSql(toPost));
    } catch (error) {
      throw ledgerRefusal(error);
    }
  }
  return results;
}

/**
 * A new ledger transaction id, for a caller that takes ids in a statement of its own before
 * freshTransactionsSql. The identity's sequence by name, resolved once when the statement is
 * prepared; pg_get_serial_sequence would search the catalog again for every row (~4 µs each).
 */
export const newTransactionId = sql`nextval('ledger_transactions_id_seq'::regclass)`;

/**
 * The statements that post transactions whose keys were never used (a used key fails them),
 * with ids the caller took (newTransactionId), for a caller that sends them with others in one
 * round trip and needs no answer: the transaction rows (with the caller's `withInserted`
 * writes), then the postings. A refusal raises inside the database (see ledgerRefusal), so the
 * caller's transaction cannot commit it.
 */
export function freshTransactionsSql(inputs: (PostTransactionInput & { id: number })[], options: Pick<PostOptions, 'withInserted'> = {}): SQL[] {
  if (inputs.length === 0) return [];
  const hashes = checkedHashes(inputs);
  return [
    transactionRowsSql(inputs, hashes, 'fresh', options.withInserted),
    postingsSql(inputs.map((input) => ({ input, transactionId: input.id }))),
  ];
}

/** The error a posting statement raised, as the ledger's own: InsufficientFundsError for accounts short of money. */
export function ledgerRefusal(error: unknown): unknown {
  const state = sqlState(error);
  if (state === 'SL001') return new InsufficientFundsError((errorDetail(error) ?? '').split(','));
  if (state === 'SL002') return new Error(`unknown ledger account(s): ${errorDetail(error)}`);
  if (state === 'SL003') return new Error(`ledger: ${errorDetail(error)}`);
  return error;
}

function checkedHashes(inputs: PostTransactionInput[]): string[] {
  const hashes = inputs.map((input) => {
    assertBalanced(input.postings);
    return requestHash(input);
  });
  if (new Set(inputs.map((i) => i.idempotencyKey)).size !== inputs.length) throw new Error('one idempotency key twice in a batch');
  return hashes;
}

/**
 * Inserts the transaction rows, with the caller's writes alongside, returning id and key of
 * each inserted. 'replays': a key already there inserts nothing (postTransactions then tells a
 * replay from a conflict); 'fresh': the ids are the caller's and a key already there fails the statement.
 */
function transactionRowsSql(inputs: (PostTransactionInput & { id?: number })[], hashes: string[], keys: 'replays' | 'fresh', withInserted?: PostOptions['withInserted']): SQL {
  const rows = columnRows('r', [
    ['id', 'bigint', inputs.map((input) => input.id ?? null)],
    ['k', 'text', inputs.map((input) => input.idempotencyKey)],
    ['h', 'text', hashes],
    ['kind', 'text', inputs.map((input) => input.kind)],
    ['g', 'text', inputs.map((input) => input.billGroup)],
    ['rt', 'text', inputs.map((input) => input.refType ?? null)],
    ['ri', 'text', inputs.map((input) => input.refId ?? null)],
    ['a', 'text', inputs.map((input) => input.actor)],
    ['m', 'text', inputs.map((input) => input.memo ?? null)],
    ['rv', 'bigint', inputs.map((input) => input.reversesId ?? null)],
    ['at', 'timestamptz', inputs.map((input) => input.at.toISOString())],
  ]);
  const alongside = (withInserted?.(sql.raw('inserted')) ?? []).map((statement, i) => sql`, ${sql.raw(`alongside_${i}`)} as (${statement})`);
  return sql`
    with inserted as (
      insert into ledger_transactions (${keys === 'fresh' ? sql`id, ` : sql``}idempotency_key, request_hash, kind, bill_group, ref_type, ref_id, actor, memo, reverses_id, created_at)
      ${keys === 'fresh' ? sql`overriding system value select r.id,` : sql`select`} r.k, r.h, r.kind, r.g, r.rt, r.ri, r.a, r.m, r.rv, r.at
      from ${rows}
      ${keys === 'replays' ? sql`on conflict (idempotency_key) do nothing` : sql``}
      returning id, idempotency_key)${sql.join(alongside)}
    select id, idempotency_key from inserted`;
}

/**
 * One statement: lock the touched accounts in id order (concurrent postings never deadlock),
 * add the batch's postings to their totals — guarded, so an account that may not go negative
 * does not end below zero — and insert the entries, each account's versions and balances
 * continuing from before the batch in the batch's order. An account the guard refuses, or a
 * non-negative account that would dip below zero at any point of that order, refuses the whole
 * batch: no entry is inserted and the statement raises (ledger_refuse, migration 0017), so the
 * caller's transaction rolls back whether or not it waits for the answer.
 */
function postingsSql(transactions: { input: PostTransactionInput; transactionId: number }[]): SQL {
  // The postings of every transaction, in order, one array per column (a settlement chunk has
  // thousands); their order is their number (q).
  const t: number[] = [];
  const code: string[] = [];
  const side: string[] = [];
  const amount: bigint[] = [];
  const at: string[] = [];
  for (const { input, transactionId } of transactions) {
    const when = input.at.toISOString();
    for (const p of input.postings) {
      t.push(transactionId);
      code.push(p.account);
      side.push(p.side);
      amount.push(p.amount);
      at.push(when);
    }
  }
  const postings = columnRows('p', [['t', 'bigint', t], ['code', 'text', code], ['s', 'text', side], ['x', 'bigint', amount], ['at', 'timestamptz', at]], { ordinality: 'q' });
  return sql`
    with p as (select * from ${postings}),
    v as (
      select code, sum(case when s = 'debit' then x else 0 end) as d, sum(case when s = 'credit' then x else 0 end) as c, count(*) as n
      from p group by code),
    l as (select a.id, a.code from ledger_accounts a where a.code = any(array(select code from v)) order by a.id for update),
    u as (
      update ledger_accounts a set
        debits_posted = a.debits_posted + v.d,
        credits_posted = a.credits_posted + v.c,
        version = a.version + v.n
      from v, l
      where a.id = l.id and a.code = v.code
        and (a.allow_negative or (case a.normal_side
              when 'credit' then (a.credits_posted + v.c) - (a.debits_posted + v.d)
              else (a.debits_posted + v.d) - (a.credits_posted + v.c) end) >= 0)
      returning a.id, a.code, a.normal_side, a.debits_posted, a.credits_posted, a.version, a.allow_negative),
    e as (
      select p.t, u.id as a, p.code, p.s, p.x, p.at, u.allow_negative,
             u.version - v.n + row_number() over w as ver,
             (case u.normal_side when 'credit' then (u.credits_posted - v.c) - (u.debits_posted - v.d) else (u.debits_posted - v.d) - (u.credits_posted - v.c) end)
               + sum(case when p.s = u.normal_side then p.x else -p.x end) over w as bal
      from p join v on v.code = p.code join u on u.code = p.code
      window w as (partition by p.code order by p.q rows unbounded preceding)),
    dips as (select distinct code from e where not allow_negative and bal < 0),
    ins as (
      insert into ledger_entries (transaction_id, account_id, side, amount, account_version, balance_after, created_at)
      select e.t, e.a, e.s, e.x, e.ver, e.bal, e.at from e
      where (select count(*) from u) = (select count(*) from v) and not exists (select 1 from dips)
      returning 1),
    outcome as (
      select v.code, l.id is null as unknown, (l.id is not null and u.id is null) or v.code in (select code from dips) as short
      from v left join l on l.code = v.code left join u on u.id = l.id)
    select case
      when (select bool_or(unknown) from outcome) then ledger_refuse('SL002', (select string_agg(code, ',' order by code) from outcome where unknown))
      when (select bool_or(short) from outcome) then ledger_refuse('SL001', (select string_agg(code, ',' order by code) from outcome where short))
      when (select count(*) from ins) <> ${t.length}::int then ledger_refuse('SL003', ${`${t.length} postings, `}::text || (select count(*) from ins) || ' entries written')
      else 0 end as refused`;
}

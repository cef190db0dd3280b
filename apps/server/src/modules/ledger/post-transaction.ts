import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

// The one way money moves (design/ledger.md). Every balance change in the product is a call
// to postTransaction inside the caller's database transaction:
//   1. insert the transaction row; an existing idempotency key replays (same request) or is
//      refused (different request);
//   2. lock the touched accounts in one statement, ordered by id, so concurrent postings never
//      deadlock on each other;
//   3. add to the accounts' totals in one guarded UPDATE: an account that may not go negative
//      and would, is not updated, and the whole transaction is refused (nothing half-written);
//   4. insert the entries with each account's next version and balance after.

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
  return crypto.createHash('sha256').update(canonical).digest('hex');
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

type LockedAccount = { id: number; code: string; normal_side: 'debit' | 'credit'; debits_posted: string; credits_posted: string; version: number };

export async function postTransaction(tx: DbOrTx, input: PostTransactionInput): Promise<PostedTransaction> {
  assertBalanced(input.postings);
  const hash = requestHash(input);

  const inserted = (await tx.execute(sql`
    insert into ledger_transactions (idempotency_key, request_hash, kind, bill_group, ref_type, ref_id, actor, memo, reverses_id, created_at)
    values (${input.idempotencyKey}, ${hash}, ${input.kind}, ${input.billGroup}, ${input.refType ?? null}, ${input.refId ?? null},
            ${input.actor}, ${input.memo ?? null}, ${input.reversesId ?? null}, ${input.at})
    on conflict (idempotency_key) do nothing
    returning id`)) as unknown as { rows: { id: number | string }[] };
  if (!inserted.rows[0]) {
    const existing = (await tx.execute(
      sql`select id, request_hash from ledger_transactions where idempotency_key = ${input.idempotencyKey}`,
    )) as unknown as { rows: { id: number | string; request_hash: string }[] };
    const row = existing.rows[0];
    if (!row) throw new Error('idempotency conflict without a stored transaction');
    if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { transactionId: Number(row.id), replayed: true };
  }
  const transactionId = Number(inserted.rows[0].id);

  // Net change per account, in the order the accounts will be locked.
  const codes = [...new Set(input.postings.map((p) => p.account))];
  const locked = (await tx.execute(lockAccounts(codes))) as unknown as { rows: LockedAccount[] };
  if (locked.rows.length !== codes.length) {
    const found = new Set(locked.rows.map((r) => r.code));
    throw new Error(`unknown ledger account(s): ${codes.filter((c) => !found.has(c)).join(', ')}`);
  }

  const deltas = new Map<string, { debit: bigint; credit: bigint; count: number }>();
  for (const p of input.postings) {
    const d = deltas.get(p.account) ?? { debit: 0n, credit: 0n, count: 0 };
    d[p.side] += p.amount;
    d.count += 1;
    deltas.set(p.account, d);
  }
  const values = locked.rows.map((a) => {
    const d = deltas.get(a.code)!;
    return sql`(${a.id}::bigint, ${d.debit.toString()}::bigint, ${d.credit.toString()}::bigint, ${d.count}::bigint)`;
  });
  const updated = (await tx.execute(sql`
    update ledger_accounts a set
      debits_posted = a.debits_posted + v.debit,
      credits_posted = a.credits_posted + v.credit,
      version = a.version + v.n
    from (values ${sql.join(values, sql`, `)}) as v(id, debit, credit, n)
    where a.id = v.id
      and (a.allow_negative or (case a.normal_side
            when 'credit' then (a.credits_posted + v.credit) - (a.debits_posted + v.debit)
            else (a.debits_posted + v.debit) - (a.credits_posted + v.credit) end) >= 0)
    returning a.id`)) as unknown as { rows: { id: number | string }[] };
  if (updated.rows.length !== locked.rows.length) {
    const ok = new Set(updated.rows.map((r) => Number(r.id)));
    throw new InsufficientFundsError(locked.rows.filter((a) => !ok.has(Number(a.id))).map((a) => a.code));
  }

  // Entries: each account's versions continue from what was locked; balance_after follows them.
  const running = new Map(
    locked.rows.map((a) => {
      const balance = a.normal_side === 'credit' ? BigInt(a.credits_posted) - BigInt(a.debits_posted) : BigInt(a.debits_posted) - BigInt(a.credits_posted);
      return [a.code, { id: Number(a.id), side: a.normal_side, version: Number(a.version), balance }];
    }),
  );
  const entries = input.postings.map((p) => {
    const acc = running.get(p.account)!;
    acc.version += 1;
    acc.balance += p.side === acc.side ? p.amount : -p.amount;
    return sql`(${transactionId}, ${acc.id}, ${p.side}, ${p.amount.toString()}::bigint, ${acc.version}, ${acc.balance.toString()}::bigint, ${input.at})`;
  });
  await tx.execute(sql`
    insert into ledger_entries (transaction_id, account_id, side, amount, account_version, balance_after, created_at)
    values ${sql.join(entries, sql`, `)}`);
  return { transactionId, replayed: false };
}

/** Locks the accounts in one statement, in id order: two postings never wait on each other in a cycle. */
function lockAccounts(codes: string[]) {
  return sql`
    select id, code, normal_side, debits_posted::text as debits_posted, credits_posted::text as credits_posted, version
    from ledger_accounts where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})
    order by id for update`;
}

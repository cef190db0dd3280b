import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type LedgerViolation = { invariant: string; detail: string };

// The invariants of design/ledger.md that the tables existing so far can break. Each query
// returns the offending rows; none means the invariant holds. The money issue adds the entry-,
// hold- and bet-based invariants to this same list.
const checks: { invariant: string; query: ReturnType<typeof sql> }[] = [
  {
    invariant: '1. sum of debits_posted equals sum of credits_posted over all accounts',
    query: sql`select coalesce(sum(debits_posted), 0)::text as debits, coalesce(sum(credits_posted), 0)::text as credits
      from ledger_accounts having coalesce(sum(debits_posted), 0) <> coalesce(sum(credits_posted), 0)`,
  },
  {
    invariant: '3. an account without postings has zero totals and version 0',
    query: sql`select code from ledger_accounts where version = 0 and (debits_posted <> 0 or credits_posted <> 0)`,
  },
  {
    invariant: '4. no non-negative account is negative',
    query: sql`select code from ledger_accounts where not allow_negative and
      (case normal_side when 'credit' then credits_posted - debits_posted else debits_posted - credits_posted end) < 0`,
  },
  {
    invariant: 'every member has exactly one available and one frozen account',
    query: sql`select m.id from members m where (select count(*) from ledger_accounts a
      where a.member_id = m.id and a.code in ('member:' || m.id || ':available', 'member:' || m.id || ':frozen')) <> 2`,
  },
];

export async function findLedgerViolations(db: DbOrTx): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const check of checks) {
    const result = (await db.execute(check.query)) as unknown as { rows: Record<string, unknown>[] };
    for (const row of result.rows) violations.push({ invariant: check.invariant, detail: JSON.stringify(row) });
  }
  return violations;
}

export async function assertLedgerInvariants(db: DbOrTx): Promise<void> {
  const violations = await findLedgerViolations(db);
  if (violations.length) {
    throw new Error(`Ledger invariants broken:\n${violations.map((v) => `  ${v.invariant}: ${v.detail}`).join('\n')}`);
  }
}

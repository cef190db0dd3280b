import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coverReturnKeyOf } from '../settlement/cover-claims.ts';

/**
 * How much of a bet's stake goes to repay the operator's cover of a corrected result when the
 * stake comes back unplayed (decision 028, amended in the thirty-third session), in kobo: for a
 * bet whose stake came back, what it repaid; for a bet still waiting, what a cancel or a void
 * would take now (the claims it falls under, at most its stake; another bet coming back first
 * takes from the same claims). The member is told before cancelling and on the bet: the cancel
 * said "₦100,000.00 returns" and ₦35,581.20 did (QA).
 */
export async function stakeToCover(db: DbOrTx, bet: { id: number; memberId: number; stake: bigint; waiting: boolean }): Promise<number> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(e.amount), 0) from cover_claims k
         join ledger_transactions c on c.idempotency_key = ${coverReturnKeyOf(sql`k.run_id`, bet.id)}
         join ledger_entries e on e.transaction_id = c.id and e.side = 'debit'
       where k.member_id = ${bet.memberId} and k.last_bet_id >= ${bet.id})::text as repaid,
      (select least(${bet.stake}::bigint, coalesce(sum(k.remaining), 0)) from cover_claims k
       where k.member_id = ${bet.memberId} and k.last_bet_id >= ${bet.id} and k.remaining > 0)::text as claimed`)) as unknown as { rows: { repaid: string; claimed: string }[] };
  const row = result.rows[0]!;
  const repaid = BigInt(row.repaid);
  if (repaid > 0n) return Number(repaid);
  return bet.waiting ? Number(BigInt(row.claimed)) : 0;
}

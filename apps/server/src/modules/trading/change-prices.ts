import { sql, type SQL } from 'drizzle-orm';
import type { TTradedPrice } from '@scoreline/contract/api/admin-trading-endpoints';
import type { Tx } from '../../db/client.ts';

export type PriceTarget = { matchId: number; period: string; selection: string; betType?: string | undefined };

/**
 * Applies `set` to the target's price rows where `needsChange` holds, giving each changed row
 * the next version and appending its new state to price_history, in one statement: a bet
 * records the version it saw, and the history keeps one row per version with who and why.
 * Rows already in the asked state are left alone, so a repeated request changes nothing.
 */
export async function changePrices(tx: Tx, target: PriceTarget, set: SQL, needsChange: SQL, change: { actor: string; reason: string; at: Date }): Promise<TTradedPrice[]> {
  const betType = target.betType ? sql`and bet_type = ${target.betType}` : sql``;
  const result = (await tx.execute(sql`
    with changed as (
      update market_prices set ${set}, version = version + 1, updated_at = ${change.at}
      where match_id = ${target.matchId} and period = ${target.period} and selection = ${target.selection} ${betType} and (${needsChange})
      returning match_id, period, selection, bet_type, odds, version, suspended, withheld, overridden, engine_odds, engine_withheld
    ), logged as (
      insert into price_history (match_id, period, selection, bet_type, odds, version, suspended, withheld, changed_by, reason, changed_at)
      select match_id, period, selection, bet_type, odds, version, suspended, withheld, ${change.actor}, ${change.reason}, ${change.at} from changed
    )
    select period, selection, bet_type, odds, version, suspended, withheld, overridden, engine_odds, engine_withheld from changed order by bet_type`)) as unknown as {
    rows: {
      period: TTradedPrice['period'];
      selection: string;
      bet_type: TTradedPrice['betType'];
      odds: number;
      version: number;
      suspended: boolean;
      withheld: boolean;
      overridden: boolean;
      engine_odds: number | null;
      engine_withheld: boolean | null;
    }[];
  };
  return result.rows.map((r) => ({
    period: r.period,
    selection: r.selection,
    betType: r.bet_type,
    odds: Number(r.odds),
    version: Number(r.version),
    suspended: r.suspended,
    withheld: r.withheld,
    overridden: r.overridden,
    engineOdds: r.engine_odds === null ? null : Number(r.engine_odds),
    engineWithheld: r.engine_withheld,
  }));
}

/** Whether the target has any price row at all (an unpriced match has none). */
export async function hasPrices(tx: Tx, target: PriceTarget) {
  const betType = target.betType ? sql`and bet_type = ${target.betType}` : sql``;
  const found = (await tx.execute(sql`
    select 1 from market_prices where match_id = ${target.matchId} and period = ${target.period} and selection = ${target.selection} ${betType} limit 1`)) as unknown as { rows: unknown[] };
  return found.rows.length > 0;
}

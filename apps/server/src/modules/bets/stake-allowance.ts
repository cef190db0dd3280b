import { sql } from 'drizzle-orm';
import type { TStakeAllowance, TStakeAllowanceQuery } from '@scoreline/contract/api/stake-allowance';
import { findSelection } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { dailyBetLeft, placementSettings, stakedTodaySql, startOfToday } from './placement-terms.ts';
import { selectionRoomSql } from './selection-total.ts';

/**
 * The order page's limits that other bets move, counted as a placement counts them (one
 * statement): the selection's room across all members and the member's VIP daily limit with
 * what is left of it today. A read, not a promise: placing the bet checks everything again.
 */
export async function stakeAllowance(ctx: AppContext, memberId: number, q: TStakeAllowanceQuery): Promise<TStakeAllowance> {
  // A score off the period's grid (HT 5-0) is one not offered, as a withheld one is (QA: it read as a malformed request).
  if (!findSelection(q.period, q.selection)) throw new AppError('SELECTION_NOT_OFFERED', {}, { field: 'selection' });
  const { selectionTotal, levels } = await placementSettings(ctx);
  const from = startOfToday(ctx.clock.now(), ctx.config.OPERATOR_TZ);
  const key = { matchId: q.matchId, period: q.period, selection: q.selection, betType: q.betType };
  const result = (await ctx.db.execute(sql`
    select mb.vip_level, ${stakedTodaySql(sql`mb.id`, from)}::text as staked_today,
           (select ${selectionRoomSql(key, sql`coalesce(mt.selection_total_limit, ${selectionTotal}::bigint)`)}::text from matches mt where mt.id = ${q.matchId}) as room
    from members mb where mb.id = ${memberId}`)) as unknown as { rows: { vip_level: number; staked_today: string; room: string | null }[] };
  const row = result.rows[0];
  if (!row || row.room === null) throw new AppError('MATCH_NOT_FOUND');
  const vip = vipRow(levels, row.vip_level);
  return { selectionRoom: Number(row.room), vipLevel: row.vip_level, dailyLimit: vip.dailyBetLimitKobo, dailyLeft: Number(dailyBetLeft(vip, BigInt(row.staked_today))) };
}

import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { TBet } from '@scoreline/contract/api/matches';
import { latestKickOffOver } from '@scoreline/contract/period-end';
import { bets, matches } from '../../db/schema.ts';

// The order winning status a member reads (spec 4): waiting, winning, lost, revoked, unconfirmed.
// A bet stores the first four. "Unconfirmed" is a waiting bet whose part of the match is over
// while its outcome is not settled yet: its period's score is entered (settlement follows), the
// match was abandoned or voided (the void follows), or the period's usual end passed with no score
// entered. The member then reads that the outcome is being confirmed, not that the bet waits for
// a match already played. It is worked out when read, so nothing has to run at a match's end; the
// settlement that follows makes it winning, lost or revoked. A postponed match's bets wait for
// its new date (rescheduling closes the match again with its new kick-off).

type TBetRow = Pick<typeof bets.$inferSelect, 'status' | 'period'>;
type TMatchRow = Pick<typeof matches.$inferSelect, 'state' | 'kickOffAt' | 'htHome' | 'ftHome'>;

function isUnconfirmed(bet: TBetRow, match: TMatchRow, now: Date): boolean {
  if (bet.status !== 'waiting' || match.state === 'postponed') return false;
  const period = bet.period as TBet['period'];
  const scored = period === 'HT' ? match.htHome !== null : match.ftHome !== null;
  return scored || match.state === 'abandoned' || match.state === 'void' || match.kickOffAt.getTime() <= latestKickOffOver(period, now.getTime());
}

export function shownBetStatus(bet: TBetRow, match: TMatchRow, now: Date): TBet['status'] {
  return isUnconfirmed(bet, match, now) ? 'unconfirmed' : (bet.status as TBet['status']);
}

/** `isUnconfirmed` as a condition on bets joined with their matches. */
export function unconfirmedSql(now: Date): SQL {
  const periodOver = (period: 'HT' | 'FT', scoredColumn: typeof matches.htHome | typeof matches.ftHome) =>
    sql`(${bets.period} = ${period} and (${scoredColumn} is not null or ${matches.kickOffAt} <= ${new Date(latestKickOffOver(period, now.getTime()))}))`;
  return sql`(${bets.status} = 'waiting' and ${matches.state} <> 'postponed'
    and (${matches.state} in ('abandoned', 'void') or ${periodOver('HT', matches.htHome)} or ${periodOver('FT', matches.ftHome)}))`;
}

/** The condition of a status filter as the member reads statuses (the query joins bets with their matches). */
export function shownStatusIs(status: TBet['status'], now: Date): SQL {
  if (status === 'unconfirmed') return unconfirmedSql(now);
  if (status === 'waiting') return and(eq(bets.status, 'waiting'), not(unconfirmedSql(now)))!;
  return eq(bets.status, status);
}

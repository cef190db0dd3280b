import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { bookHolds, correctGridHolds, incorrectGridHolds } from '@scoreline/contract/odds/price-market';
import { formatOdds } from '@scoreline/contract/display';
import type { Db, Tx } from '../../db/client.ts';
import { marketPrices, matches } from '../../db/schema.ts';
import { TRADABLE_STATES } from './tradable-match.ts';

/** A match whose offered prices would let a member with the given odds bonus win whatever the score. */
export type TBrokenBook = { matchId: number; fixture: string; problems: string[] };

type Row = { matchId: number; fixture: string; period: string; selection: string; betType: string; odds: number; withheld: boolean };

/**
 * Where one match's prices break the book for a member paid `bonusBps` on the profit (decision
 * 027): a selection's two sides, the whole correct-score grid of a period (when every score is
 * offered) and the offered incorrect-score prices of a period. A price the engine withheld is not
 * offered; a suspended one counts, as a trader may lift the suspension without a new check.
 */
function problemsOf(rows: Row[], bonusBps: number): string[] {
  const problems: string[] = [];
  for (const period of ['FT', 'HT']) {
    const correct = rows.filter((r) => r.period === period && r.betType === 'correct');
    const incorrect = rows.filter((r) => r.period === period && r.betType === 'incorrect');
    for (const c of correct) {
      const i = incorrect.find((r) => r.selection === c.selection);
      if (i && !c.withheld && !i.withheld && !bookHolds(c.odds, i.odds, bonusBps)) problems.push(`${period} ${c.selection} at ${formatOdds(c.odds)} / not ${formatOdds(i.odds)}`);
    }
    if (correct.length && correct.every((r) => !r.withheld) && !correctGridHolds(correct.map((r) => r.odds), bonusBps)) problems.push(`${period} correct-score grid`);
    if (!incorrectGridHolds(incorrect.filter((r) => !r.withheld).map((r) => r.odds), bonusBps)) problems.push(`${period} incorrect-score grid`);
  }
  return problems;
}

async function brokenBooks(db: Db | Tx, where: SQL | undefined, bonusBps: number): Promise<TBrokenBook[]> {
  const found = await db
    .select({
      matchId: marketPrices.matchId,
      home: matches.homeTeam,
      away: matches.awayTeam,
      period: marketPrices.period,
      selection: marketPrices.selection,
      betType: marketPrices.betType,
      odds: marketPrices.odds,
      withheld: marketPrices.withheld,
    })
    .from(marketPrices)
    .innerJoin(matches, eq(matches.id, marketPrices.matchId))
    .where(where)
    .orderBy(asc(matches.kickOffAt), asc(marketPrices.matchId));
  const byMatch = new Map<number, Row[]>();
  for (const { home, away, ...row } of found) {
    const rows = byMatch.get(row.matchId) ?? [];
    rows.push({ ...row, fixture: `${home} v ${away}` });
    byMatch.set(row.matchId, rows);
  }
  const broken: TBrokenBook[] = [];
  for (const [matchId, rows] of byMatch) {
    const problems = problemsOf(rows, bonusBps);
    if (problems.length) broken.push({ matchId, fixture: rows[0]!.fixture, problems });
  }
  return broken;
}

/**
 * Every match whose offered prices may still take bets and break the book at `bonusBps`: open to
 * trading before its closing time, or postponed (rescheduled, it comes back with the same prices:
 * QA raised the bonus while a match was postponed, then rescheduled and opened it).
 */
export function offeredBooksBrokenAt(db: Db, bonusBps: number, now: Date): Promise<TBrokenBook[]> {
  return brokenBooks(db, or(and(inArray(matches.state, [...TRADABLE_STATES]), gt(matches.closingAt, now)), eq(matches.state, 'postponed')), bonusBps);
}

/** Where one match's prices break the book at `bonusBps`, read in the trading change's transaction (nothing when they hold). */
export async function matchBookProblems(tx: Tx, matchId: number, bonusBps: number): Promise<string[]> {
  return (await brokenBooks(tx, eq(marketPrices.matchId, matchId), bonusBps))[0]?.problems ?? [];
}

import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ZMatchSummary } from './matches.ts';
import { LONGEST_RANGE_BACK } from '../time-ranges.ts';

// The member's results tab: finished matches by day (betting issue); spread into `endpoints` in endpoints.ts.

/** How far back the results tab reaches: the 30 days of spec 3's longest time range (-29). */
export const RESULT_DAYS_BACK = LONGEST_RANGE_BACK;

/** States a match leaves the fixture list for the results: it ended, or it will not be played as planned. */
export const RESULT_STATES = ['finished', 'abandoned', 'void', 'postponed'] as const;

export const ZResultsQuery = z.object({
  /** 0 today, -1 yesterday ... -29, in the operator's time zone. */
  day: z.coerce
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: 'VALIDATION_FAILED' })
    .min(-RESULT_DAYS_BACK, { error: 'VALIDATION_FAILED' })
    .max(0, { error: 'VALIDATION_FAILED' })
    .default(0),
});

/**
 * A match on the results tab: HT and FT are "2-1", or null until the back office enters them.
 * Results are published with when and by whom they were entered (product rules, "Honest by
 * construction"), and whether a correction changed them.
 */
/**
 * Who entered a score: the admin's operator number (their id), which the back office can tie to a
 * person; never their sign-in name, which would hand members the first half of a back-office
 * sign-in (QA). Null for a score a process entered.
 */
const ZOperator = z.number().int().nullable();
/** When a period's score was entered (or last corrected) and by which operator; null while not entered through the back office. */
const ZEntry = z.object({ at: z.string(), operator: ZOperator }).nullable();

export const ZMatchResult = ZMatchSummary.pick({ id: true, league: true, homeTeam: true, awayTeam: true, kickOffAt: true, state: true, htScore: true, ftScore: true }).extend({
  htEntered: ZEntry,
  ftEntered: ZEntry,
  corrected: z.boolean(),
  /**
   * Each period's latest correction, full time first: the score it replaced, when and by whom
   * (the period's entry above is then the correction's). Empty when no result was corrected.
   */
  corrections: z.array(z.object({ period: z.enum(['FT', 'HT']), from: z.string(), at: z.string(), operator: ZOperator })),
});
export type TMatchResult = z.infer<typeof ZMatchResult>;

export const ZResultList = z.object({
  /** Leagues in the order of their first kick-off; matches in kick-off order. */
  leagues: z.array(z.object({ league: z.string(), matches: z.array(ZMatchResult) })),
  serverTime: z.string(),
});
export type TResultList = z.infer<typeof ZResultList>;

export const resultsEndpoints = {
  matchResults: {
    method: 'GET',
    path: '/web/match/results',
    summary: 'Matches of an operator day (?day=0..-29) that have a result or ended otherwise (abandoned, void, postponed), by league, with HT and FT scores',
    tag: 'member',
    auth: 'member',
    query: ZResultsQuery,
    response: ZResultList,
  },
} as const satisfies Record<string, TEndpoint>;

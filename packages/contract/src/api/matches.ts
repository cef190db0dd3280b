import { z } from 'zod';

// Matches (betting issue). Times are ISO strings (UTC); "day" filters follow the operator zone.

export const MATCH_STATES = ['scheduled', 'open', 'closed', 'live', 'finished', 'postponed', 'abandoned', 'void'] as const;

export const ZMatchSummary = z.object({
  id: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickOffAt: z.string(),
  closingAt: z.string(),
  state: z.enum(MATCH_STATES),
  /** True while bets are taken: open, not suspended, and the server clock before closingAt. */
  bettable: z.boolean(),
  htScore: z.string().nullable(),
  ftScore: z.string().nullable(),
});
export type TMatchSummary = z.infer<typeof ZMatchSummary>;

export const ZMatchListQuery = z.object({
  /** 0 today, 1 tomorrow ... 6, in the operator's time zone. */
  day: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(0, { error: 'VALIDATION_FAILED' }).max(6, { error: 'VALIDATION_FAILED' }).default(0),
  league: z.string().max(80).optional(),
});

export const ZMatchList = z.object({
  leagues: z.array(z.object({ league: z.string(), matches: z.array(ZMatchSummary) })),
  serverTime: z.string(),
});

export const ZImportFixturesRequest = z.object({
  format: z.enum(['json', 'csv'], { error: 'VALIDATION_FAILED' }),
  content: z.string({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(2_000_000, { error: 'PAYLOAD_TOO_LARGE' }),
});

export const ZImportFixturesResult = z.object({
  created: z.number().int(),
  /** Already imported before (same league, teams and kick-off). */
  unchanged: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ZTradedPrice, ZTradingMatch } from './admin-trading-endpoints.ts';
import { MATCH_STATES } from './matches.ts';
import { daysInOrder, ZOperatorDay } from './operator-day.ts';
import { ZPaged } from './wallet.ts';

// The back office's list of matches (filters, sorting, server-side paging, open bets and stake
// per match) and a match's current prices as traders see them (override flags included);
// spread into `endpoints` in endpoints.ts.


export const ADMIN_MATCH_SORTS = ['kickOffAt', 'league', 'openBets', 'openStake', 'id'] as const;
export type TAdminMatchSort = (typeof ADMIN_MATCH_SORTS)[number];

export const ZAdminMatchListQuery = z.object({
  /** One state or several, comma-separated (scheduled,open). */
  state: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const states = v.split(',').map((s) => s.trim()).filter(Boolean);
      if (!states.every((s): s is (typeof MATCH_STATES)[number] => (MATCH_STATES as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
        return z.NEVER;
      }
      return states as (typeof MATCH_STATES)[number][];
    }),
  league: z.string().trim().max(80, { error: 'VALIDATION_FAILED' }).optional(),
  /** Kick-off from the start of this operator day ... */
  from: ZOperatorDay.optional(),
  /** ... to the end of this one (inclusive). */
  to: ZOperatorDay.optional(),
  /** Part of either team's name, case-insensitive. */
  search: z.string().trim().max(80, { error: 'VALIDATION_FAILED' }).optional(),
  sort: z.enum(ADMIN_MATCH_SORTS, { error: 'VALIDATION_FAILED' }).default('kickOffAt'),
  order: z.enum(['asc', 'desc'], { error: 'VALIDATION_FAILED' }).default('asc'),
  page: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).default(1),
  pageSize: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(200, { error: 'VALIDATION_FAILED' }).default(50),
}).refine(...daysInOrder);

export const ZAdminMatchRow = ZTradingMatch.extend({
  postponedUntil: z.string().nullable(),
  /** Has prices (the odds engine has run on it at least once). */
  priced: z.boolean(),
  /** Waiting (unsettled) bets and their stakes, kobo. */
  openBets: z.number().int(),
  openStake: z.number().int(),
});
export type TAdminMatchRow = z.infer<typeof ZAdminMatchRow>;

export const ZAdminMatchList = ZPaged(ZAdminMatchRow).extend({
  /** Every league with a match, for the filter. */
  leagues: z.array(z.string()),
});
export type TAdminMatchList = z.infer<typeof ZAdminMatchList>;

export const ZAdminMatchPrices = z.object({
  match: ZTradingMatch,
  /** Every price row of the match (period x selection x bet type); empty before the first pricing. */
  prices: z.array(ZTradedPrice),
  /**
   * While the match is postponed: who postponed it and when (null if the audit log has no such
   * row), why (the reason members read too), and until when a result keeps its bets, after which
   * they are voided. Null otherwise.
   */
  postponement: z.object({ by: z.string().nullable(), at: z.string().nullable(), reason: z.string().nullable(), until: z.string().nullable() }).nullable(),
});
export type TAdminMatchPrices = z.infer<typeof ZAdminMatchPrices>;

export const adminMatchListEndpoints = {
  adminMatchList: {
    method: 'GET',
    path: '/admin/api/matches',
    summary: 'Matches by state, league, kick-off days and team name; sorted and paged, with open bets and open stake per match',
    tag: 'admin',
    auth: 'admin',
    // Traders; super_admin and auditor may call every admin GET without being named (admin-access.ts).
    roles: ['trader'],
    query: ZAdminMatchListQuery,
    response: ZAdminMatchList,
  },
  adminMatchPrices: {
    method: 'GET',
    path: '/admin/api/matches/prices',
    summary: "A match's current prices with versions, suspensions and override flags (?id=)",
    tag: 'admin',
    auth: 'admin',
    // Traders; super_admin and auditor may call every admin GET without being named (admin-access.ts).
    roles: ['trader'],
    query: z.object({ id: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }) }),
    response: ZAdminMatchPrices,
  },
} as const satisfies Record<string, TEndpoint>;

import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { z } from 'zod';
import { MAX_FIXTURES_BODY, MAX_GOAL_RATE, MIN_GOAL_RATE, ZBet, ZBetListQuery, ZBetPage, ZImportFixturesRequest, ZImportFixturesResult, ZMatchDetail, ZMatchList, ZMatchListQuery, ZPlaceBetRequest } from './matches.ts';
import { ZStakeAllowance, ZStakeAllowanceQuery } from './stake-allowance.ts';

// An id that is not a number finds nothing, said as an unknown one is: the match's or the order's own code.
const idQuery = (notFound: 'MATCH_NOT_FOUND' | 'ORDER_NOT_FOUND') => z.object({ id: z.coerce.number({ error: notFound }).int({ error: notFound }) });

// The betting issue's endpoints, spread into `endpoints` in endpoints.ts.
export const matchEndpoints = {
  matchList: {
    method: 'GET',
    path: '/web/match/list',
    summary: 'Matches of a day by league, with closing times (the match tab)',
    tag: 'member',
    auth: 'member',
    query: ZMatchListQuery,
    response: ZMatchList,
  },
  matchDetail: {
    method: 'GET',
    path: '/web/match/detail',
    summary: 'One match (?id=) with its FT and HT grids: correct- and incorrect-score prices, versions, suspensions',
    tag: 'member',
    auth: 'member',
    query: idQuery('MATCH_NOT_FOUND'),
    response: ZMatchDetail,
  },
  stakeAllowance: {
    method: 'GET',
    path: '/web/bet/allowance',
    summary: "The order page's moving limits of one selection: the room left under its total across all members, and the member's VIP daily limit with what is left today",
    tag: 'member',
    auth: 'member',
    query: ZStakeAllowanceQuery,
    response: ZStakeAllowance,
  },
  placeBet: {
    method: 'POST',
    path: '/web/bet/place',
    summary: 'Place a bet: the stake is held (available -> frozen) at the odds seen or better',
    tag: 'member',
    auth: 'member',
    body: ZPlaceBetRequest,
    response: ZBet,
    idempotent: true,
    rateLimit: 'submit',
  },
  cancelBet: {
    method: 'POST',
    path: '/web/bet/cancel',
    summary: 'Cancel an open bet before closing; the stake returns; the VIP level drops to 0',
    tag: 'member',
    auth: 'member',
    body: z.object({ betId: z.number({ error: 'ORDER_NOT_FOUND' }).int({ error: 'ORDER_NOT_FOUND' }) }),
    response: ZBet,
    idempotent: true,
    rateLimit: 'submit',
  },
  listBets: { method: 'GET', path: '/web/bet/list', summary: 'My orders by status and time range', tag: 'member', auth: 'member', query: ZBetListQuery, response: ZBetPage },
  getBet: { method: 'GET', path: '/web/bet/detail', summary: 'One order (?id=)', tag: 'member', auth: 'member', query: idQuery('ORDER_NOT_FOUND'), response: ZBet },
  adminPriceMatch: {
    method: 'POST',
    path: '/admin/api/matches/price',
    summary: 'Price a match from goal rates or 1X2 prices with the odds engine (every price versioned) and open it for betting',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: z
      .object({
        matchId: z.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }),
        /** Expected full-time goals, as the back office's form allows them (a rate like 1e-300 priced nothing sensible). */
        rates: z.object({ home: z.number().min(MIN_GOAL_RATE).max(MAX_GOAL_RATE), away: z.number().min(MIN_GOAL_RATE).max(MAX_GOAL_RATE) }).optional(),
        /** 1X2 decimal prices in ten-thousandths (with the bookmaker's margin). */
        prices1x2: z.object({ home: z.number().int().min(10_001), draw: z.number().int().min(10_001), away: z.number().int().min(10_001) }).optional(),
        marginBps: z.number().int().min(0).max(5_000).optional(),
        open: z.boolean().default(true),
      })
      .refine((b) => Boolean(b.rates) !== Boolean(b.prices1x2), { error: 'give either goal rates or 1X2 prices', path: ['rates'] }),
    response: ZMatchDetail,
  },
  adminImportFixtures: {
    method: 'POST',
    path: '/admin/api/matches/import',
    summary: 'Import fixtures from a JSON or CSV file (league, home, away, kickoff); importing twice adds nothing',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match' },
    body: ZImportFixturesRequest,
    bodyLimit: MAX_FIXTURES_BODY,
    response: ZImportFixturesResult,
  },
} as const satisfies Record<string, TEndpoint>;

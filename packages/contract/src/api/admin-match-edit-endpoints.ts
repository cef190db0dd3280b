import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { ZTradingMatch } from './admin-trading-endpoints.ts';
import { isCalendarDateTime } from '../validators.ts';
import { ZOneLineText } from './one-line-text.ts';

// Traders create a match by hand, edit its teams and times (before closing; teams only while it
// has no bets) and open or close betting on it. Spread into `endpoints` in endpoints.ts.

const ZMatchId = z.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' });
// One line, whitespace collapsed (validators oneLineName): names that look alike are alike.
const ZName = ZOneLineText({ min: 2, max: 80 });
// A real calendar date-time: zod's format check alone lets 2026-02-30 through (Date rolls it over).
const ZInstant = z.iso.datetime({ offset: true, error: 'VALIDATION_FAILED' }).refine(isCalendarDateTime, { error: 'not a real date and time' });

export const ZCreateMatchRequest = z
  .object({
    league: ZName,
    homeTeam: ZName,
    awayTeam: ZName,
    kickOffAt: ZInstant,
    /** Absent: kick-off less the setting betting.closeMinutesBeforeKickoff. Never after kick-off. */
    closingAt: ZInstant.optional(),
  })
  .refine((b) => b.homeTeam.toLowerCase() !== b.awayTeam.toLowerCase(), { error: 'the same team twice', path: ['awayTeam'] })
  .refine((b) => !b.closingAt || Date.parse(b.closingAt) <= Date.parse(b.kickOffAt), { error: 'closing must not be after kick-off', path: ['closingAt'] });

export const ZEditMatchRequest = z
  .object({
    matchId: ZMatchId,
    league: ZName.optional(),
    homeTeam: ZName.optional(),
    awayTeam: ZName.optional(),
    kickOffAt: ZInstant.optional(),
    closingAt: ZInstant.optional(),
  })
  .refine((b) => [b.league, b.homeTeam, b.awayTeam, b.kickOffAt, b.closingAt].some((v) => v !== undefined), { error: 'nothing to change', path: ['kickOffAt'] });

export const ZMatchBettingRequest = z.object({
  matchId: ZMatchId,
  /** true: open betting (state open; needs prices and closing in the future); false: close it (state closed). */
  open: z.boolean({ error: 'VALIDATION_FAILED' }),
});

export const adminMatchEditEndpoints = {
  adminCreateMatch: {
    method: 'POST',
    path: '/admin/api/matches/create',
    summary: 'Create a match (league, teams, kick-off, closing); it is scheduled until priced and opened',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'id' },
    body: ZCreateMatchRequest,
    response: ZTradingMatch,
  },
  adminEditMatch: {
    method: 'POST',
    path: '/admin/api/matches/edit',
    summary: 'Change league, teams, kick-off or closing: only before closing; teams and league only while the match has no bets (MATCH_HAS_BETS)',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZEditMatchRequest,
    response: ZTradingMatch,
  },
  adminMatchBetting: {
    method: 'POST',
    path: '/admin/api/matches/betting',
    summary: 'Open (state open) or close (state closed) betting on a match',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZMatchBettingRequest,
    response: ZTradingMatch,
  },
} as const satisfies Record<string, TEndpoint>;

import { z } from 'zod';
import { adminReason } from './admin-reason.ts';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { BET_TYPES, MAX_LIMIT_KOBO, MAX_ODDS, MIN_ODDS, PERIODS, ZMatchSummary } from './matches.ts';

// Back-office trading (betting issue): price overrides, suspensions, per-match limits and the
// exposure of a match; spread into `endpoints` in endpoints.ts. Money is kobo, odds are
// ten-thousandths. Every change to a price row (odds, override flag, suspension) takes the next
// version and a price_history row with the trader and the reason.

const ZMatchId = z.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' });
const ZPeriod = z.enum(PERIODS, { error: 'VALIDATION_FAILED' });
const ZSelection = z.string({ error: 'VALIDATION_FAILED' }).regex(/^(\d-\d|other)$/, { error: 'VALIDATION_FAILED' });
const ZBetType = z.enum(BET_TYPES, { error: 'VALIDATION_FAILED' });
const ZReason = adminReason(3, 500);
/** A per-match limit in kobo; null goes back to the operator's setting, absent leaves it as it is. */
const ZLimit = z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).max(MAX_LIMIT_KOBO).nullable().optional();

export const ZTradedPrice = z.object({
  period: z.enum(PERIODS),
  selection: z.string(),
  betType: z.enum(BET_TYPES),
  odds: z.number().int(),
  version: z.number().int(),
  suspended: z.boolean(),
  /**
   * Not offered: the odds engine's margined price is below betting.minPrice (a long shot's
   * incorrect score), and any price would favour the member. An override offers it again.
   */
  withheld: z.boolean(),
  /** Set by hand: the odds engine's repricing leaves it alone until the override is cleared. */
  overridden: z.boolean(),
  /**
   * The odds engine's price of the side at the match's last repricing, and whether it withheld
   * it: what clearing an override hands the side back to. Null only for an override older than
   * this record whose engine price is not known (clearing it then keeps the odds).
   */
  engineOdds: z.number().int().nullable(),
  engineWithheld: z.boolean().nullable(),
});
export type TTradedPrice = z.infer<typeof ZTradedPrice>;

/** The price rows a request changed (a row already in the asked state is not changed again). */
export const ZTradedPrices = z.object({ prices: z.array(ZTradedPrice) });

/** A price version a trader's screen showed (optional: the API alone may act on the price as it is). */
const ZSeenVersion = z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).optional();

export const ZOverridePriceRequest = z.object({
  matchId: ZMatchId,
  period: ZPeriod,
  selection: ZSelection,
  betType: ZBetType,
  /** Decimal odds in ten-thousandths, above evens; also within the betting.minPrice..maxPrice settings. */
  odds: z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(MIN_ODDS, { error: 'VALIDATION_FAILED' }).max(MAX_ODDS, { error: 'VALIDATION_FAILED' }),
  reason: ZReason,
  /** The price's version the trader saw: another version now is refused (PRICE_CHANGED_MEANWHILE), not overwritten. */
  version: ZSeenVersion,
});

/** One selection of a period; without betType both its correct- and incorrect-score prices. */
const ZSelectionTarget = z.object({ matchId: ZMatchId, period: ZPeriod, selection: ZSelection, betType: ZBetType.optional(), reason: ZReason });

/** Clearing one bet type's override may name the version seen, as an override does. */
export const ZClearOverrideRequest = ZSelectionTarget.extend({ version: ZSeenVersion });

export const ZSuspendSelectionRequest = ZSelectionTarget.extend({ suspended: z.boolean({ error: 'VALIDATION_FAILED' }) });

export const ZSuspendMatchRequest = z.object({ matchId: ZMatchId, suspended: z.boolean({ error: 'VALIDATION_FAILED' }), reason: ZReason });

/** A match as traders see it: the summary members get, which carries `suspended` too. */
export const ZTradingMatch = ZMatchSummary;

export const ZMatchLimitsRequest = z
  .object({ matchId: ZMatchId, minStake: ZLimit, maxStake: ZLimit, selectionTotalLimit: ZLimit })
  // A body naming no limit is most likely a misspelt field, not a wish to change nothing.
  .refine((b) => b.minStake !== undefined || b.maxStake !== undefined || b.selectionTotalLimit !== undefined, { error: 'nothing to change', path: ['minStake'] });

export const ZMatchLimits = z.object({
  /** The limits in force (kobo): the match's own, else the operator's settings. */
  minStake: z.number().int(),
  maxStake: z.number().int(),
  selectionTotalLimit: z.number().int(),
  /** The match's own values; null where the setting applies. */
  perMatch: z.object({ minStake: z.number().int().nullable(), maxStake: z.number().int().nullable(), selectionTotalLimit: z.number().int().nullable() }),
});
export type TMatchLimits = z.infer<typeof ZMatchLimits>;

const ZSideExposure = z.object({
  /** Stakes of every bet not revoked: what counts against the selection's total limit. */
  staked: z.number().int(),
  /** Waiting (unsettled) bets and their stakes. */
  openStake: z.number().int(),
  openBets: z.number().int(),
});

const ZOutcomeExposure = z.object({
  /** A grid score of the period ("2-1") or "other". */
  outcome: z.string(),
  /** What the waiting bets would pay if the period ended there: winAmount + vipAward - handlingFee per winning bet. */
  payout: z.number().int(),
  /** The period's open stakes minus that payout; negative is a loss for the house. */
  houseResult: z.number().int(),
});

export const ZMatchExposure = z.object({
  match: ZTradingMatch,
  limits: ZMatchLimits,
  periods: z.array(
    z.object({
      period: z.enum(PERIODS),
      openStake: z.number().int(),
      openBets: z.number().int(),
      selections: z.array(z.object({ selection: z.string(), correct: ZSideExposure, incorrect: ZSideExposure })),
      outcomes: z.array(ZOutcomeExposure),
      /** The outcome with the largest payout (the first in grid order on a tie). */
      worstCase: ZOutcomeExposure,
    }),
  ),
});
export type TMatchExposure = z.infer<typeof ZMatchExposure>;

/** The newest price-history rows one answer carries: a selection rarely has more, and the back office shows the recent moves. */
export const PRICE_HISTORY_LIMIT = 200;

/** One selection of a match; without betType both its correct- and incorrect-score rows. */
export const ZPriceHistoryQuery = z.object({
  matchId: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }),
  period: ZPeriod,
  selection: ZSelection,
  betType: ZBetType.optional(),
});

/** One version of a price row: its state after the change, who made it and why. */
export const ZPriceHistoryEntry = ZTradedPrice.omit({ overridden: true, engineOdds: true, engineWithheld: true }).extend({
  /** The admin's username, or the process that made the change (the demo seed). A repricing is the admin who ran the odds engine. */
  changedBy: z.string(),
  /** The trader's reason; "engine" for an odds-engine repricing, "override cleared: ..." when a hand price went back to the engine; null if none was recorded. */
  reason: z.string().nullable(),
  changedAt: z.string(),
});
export type TPriceHistoryEntry = z.infer<typeof ZPriceHistoryEntry>;

export const ZPriceHistory = z.object({
  /** Newest first (the order the changes were made), at most PRICE_HISTORY_LIMIT. */
  entries: z.array(ZPriceHistoryEntry),
  /** Older changes exist beyond the entries given. */
  truncated: z.boolean(),
});
export type TPriceHistory = z.infer<typeof ZPriceHistory>;

export const adminTradingEndpoints = {
  adminOverridePrice: {
    method: 'POST',
    path: '/admin/api/matches/override',
    summary: "Set one price by hand (next version, history row); the odds engine keeps it until it is cleared",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZOverridePriceRequest,
    response: ZTradedPrices,
  },
  adminClearOverride: {
    method: 'POST',
    path: '/admin/api/matches/override/clear',
    summary: "Hand a selection's price (one bet type or both) back to the odds engine: its next repricing sets it",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZClearOverrideRequest,
    response: ZTradedPrices,
  },
  adminSuspendSelection: {
    method: 'POST',
    path: '/admin/api/matches/suspend-selection',
    summary: 'Suspend or reopen one selection (one bet type or both); versioned like a price change',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZSuspendSelectionRequest,
    response: ZTradedPrices,
  },
  adminSuspendMatch: {
    method: 'POST',
    path: '/admin/api/matches/suspend',
    summary: 'Suspend or reopen betting on a whole match',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZSuspendMatchRequest,
    response: ZTradingMatch,
  },
  adminMatchLimits: {
    method: 'POST',
    path: '/admin/api/matches/limits',
    summary: "Set a match's stake limits and selection total (kobo; null = the setting); the total's shards are rescaled at once",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZMatchLimitsRequest,
    response: ZMatchLimits,
  },
  adminMatchExposure: {
    method: 'GET',
    path: '/admin/api/matches/exposure',
    summary: "A match's stakes per selection and, per period, the payout and house result at every possible score (?id=)",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    query: z.object({ id: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }) }),
    response: ZMatchExposure,
  },
  adminPriceHistory: {
    method: 'GET',
    path: '/admin/api/matches/price-history',
    summary: "How one selection's price moved, newest first: odds, suspension, who and why per version (?matchId=&period=&selection=&betType=)",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    query: ZPriceHistoryQuery,
    response: ZPriceHistory,
  },
} as const satisfies Record<string, TEndpoint>;

import { z } from 'zod';
import { ZPaged, ZTimeRange, amountGivenRefusal } from './wallet.ts';
import { MAX_ODDS, MIN_ODDS } from '../odds/payout.ts';

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
  /** The trader paused betting on the whole match: shown to members as paused, not closed. */
  suspended: z.boolean(),
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

/** The largest fixtures file, in characters (the back office checks the file's bytes against it first). */
export const MAX_FIXTURES_FILE = 2_000_000;
/**
 * The most fixtures one import takes (a season of several leagues, decision 021): a bigger file is
 * refused whole, for its size alone, and is split (QA: 20,000 rows made 20,000 matches in one call).
 * The back office and the command-line script share it through the import (parse-fixtures.ts).
 */
export const MAX_FIXTURES_ROWS = 5_000;
/** Its request body: the file as a JSON string, where quotes and line breaks take two bytes and other scripts up to three. */
export const MAX_FIXTURES_BODY = 3 * MAX_FIXTURES_FILE + 1_000;

export const ZImportFixturesRequest = z.object({
  format: z.enum(['json', 'csv'], { error: 'VALIDATION_FAILED' }),
  content: z.string({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(MAX_FIXTURES_FILE, { error: 'PAYLOAD_TOO_LARGE' }),
});

/** Something said of one line of a fixtures file (its place in the array, for JSON; 0: the whole file). */
const ZFixtureLine = z.object({ line: z.number().int(), message: z.string() });

export const ZImportFixturesResult = z.object({
  created: z.number().int(),
  /** The matches made, so the audit log and the trader can find them. */
  createdIds: z.array(z.number().int()),
  /** Already imported before (same league, teams and kick-off). */
  unchanged: z.number().int(),
  /** Always empty on success: a file with problems is refused whole (FIXTURES_INVALID), these in its data. */
  problems: z.array(ZFixtureLine),
  /**
   * What an import that went in leaves to check, by line: teams that already have a match still
   * on in the league at another time (a moved fixture?), a fixture imported inside its closing
   * window, a fixture whose match was voided or abandoned.
   */
  notes: z.array(ZFixtureLine),
});

/** The prices a bet or a trader may name (odds/payout.ts). */
export { MAX_ODDS, MIN_ODDS };

/** The odds engine's goal rates (expected full-time goals per team) a trader may give. */
export const MIN_GOAL_RATE = 0.01;
export const MAX_GOAL_RATE = 15;

/** The largest per-match stake limit or selection total (kobo, ₦100,000,000): a typing slip of many zeros is refused. */
export const MAX_LIMIT_KOBO = 10_000_000_000;

export const PERIODS = ['FT', 'HT'] as const;
export const BET_TYPES = ['correct', 'incorrect'] as const;
/** The bet type on the other side of a selection: a pair's two prices must keep the book together. */
export const otherBetType = (betType: (typeof BET_TYPES)[number]) => (betType === 'correct' ? 'incorrect' : 'correct');
/** Order winning status of spec 4. */
export const BET_STATUSES = ['waiting', 'winning', 'lost', 'revoked', 'unconfirmed'] as const;

const ZPrice = z.object({
  /** Decimal odds in ten-thousandths (7.5 -> 75000). */
  odds: z.number().int(),
  /** The price version a bet records; a bet carries the version the member saw. */
  version: z.number().int(),
  /** No bet is taken at this price: suspended by a trader, the whole match suspended, or withheld. */
  suspended: z.boolean(),
  /** Not offered by the odds engine: below the lowest price it keeps the margin at (shown as "not offered", not as a lock). */
  withheld: z.boolean(),
});

export const ZMatchDetail = z.object({
  match: ZMatchSummary,
  markets: z.array(
    z.object({
      period: z.enum(PERIODS),
      selections: z.array(z.object({ selection: z.string(), correct: ZPrice, incorrect: ZPrice })),
    }),
  ),
  /** Kobo. */
  limits: z.object({ minStake: z.number().int(), maxStake: z.number().int() }),
  /** The member's VIP odds bonus on profit, in basis points (for the potential-win preview). */
  vipBonusBps: z.number().int(),
  /** The handling fee on profit, in basis points. */
  handlingFeeBps: z.number().int(),
});

// Spec 8's "Please enter the amount" is for a stake not given (or 0: an empty box). A stake that
// is not a whole number of kobo, or is below zero, is a malformed request, not a missing amount
// (amountGivenRefusal, which the deposit amount shares); a positive one is judged against the
// limits, which name the minimum and maximum.

export const ZPlaceBetRequest = z.object({
  matchId: z.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }),
  period: z.enum(PERIODS, { error: 'VALIDATION_FAILED' }),
  selection: z.string({ error: 'VALIDATION_FAILED' }).regex(/^(\d-\d|other)$/, { error: 'VALIDATION_FAILED' }),
  betType: z.enum(BET_TYPES, { error: 'VALIDATION_FAILED' }),
  stake: z
    .number({ error: (issue) => amountGivenRefusal(issue.input) })
    // A whole number past what a double holds exactly (1e30) is above any maximum, and said so.
    .int({ error: (issue) => (issue.code === 'too_big' ? 'STAKE_ABOVE_MAX' : 'VALIDATION_FAILED') })
    .positive({ error: (issue) => amountGivenRefusal(issue.input) }),
  /** The odds the member saw: a lower current price is refused with ODDS_CHANGED unless acceptAnyOdds. */
  odds: z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(MIN_ODDS, { error: 'VALIDATION_FAILED' }).max(MAX_ODDS, { error: 'VALIDATION_FAILED' }),
  acceptAnyOdds: z.boolean().optional(),
  /**
   * The VIP odds bonus and handling fee the slip showed (basis points): a bet that would now get a
   * smaller bonus or pay a larger fee is refused with BET_TERMS_CHANGED, as a lower price is (QA:
   * a cancel on another device took the member to VIP 0 and the bet paid ₦68.20 less than shown).
   */
  terms: z
    .object({
      vipBonusBps: z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(0, { error: 'VALIDATION_FAILED' }).max(10_000, { error: 'VALIDATION_FAILED' }),
      handlingFeeBps: z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(0, { error: 'VALIDATION_FAILED' }).max(10_000, { error: 'VALIDATION_FAILED' }),
    }, { error: 'VALIDATION_FAILED' })
    .optional(),
});
export type TPlaceBetRequest = z.infer<typeof ZPlaceBetRequest>;

export const ZBet = z.object({
  id: z.number().int(),
  reference: z.string(),
  matchId: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickOffAt: z.string(),
  closingAt: z.string(),
  period: z.enum(PERIODS),
  selection: z.string(),
  betType: z.enum(BET_TYPES),
  /** Kobo. */
  stake: z.number().int(),
  odds: z.number().int(),
  oddsVersion: z.number().int(),
  status: z.enum(BET_STATUSES),
  /** stake x odds, truncated to the kobo: what a win pays before VIP award and fee. */
  potentialWin: z.number().int(),
  /**
   * What a win would credit: potentialWin + VIP award - handling fee, at the rates fixed when the
   * bet was placed (the slip's "You would receive"); the actual win amount once it has won.
   */
  potentialActualWin: z.number().int(),
  /** The VIP odds bonus and the handling fee on profit this bet was placed with, in basis points (its terms). */
  vipBonusBps: z.number().int(),
  handlingFeeBps: z.number().int(),
  winAmount: z.number().int().nullable(),
  vipAward: z.number().int().nullable(),
  handlingFee: z.number().int().nullable(),
  actualWinAmount: z.number().int().nullable(),
  rebateFee: z.number().int().nullable(),
  profitAndLoss: z.number().int().nullable(),
  /** The period's final score once known ("2-1"). */
  score: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  cancellable: z.boolean(),
  /**
   * The back office corrected the period's result after this bet was settled: the latest
   * correction, else null. `resettled`: a correction reversed this bet's settlement and settled
   * it again (its outcome moved; the bill shows both lines); false when its outcome stood.
   * `from` is the score the bet was first settled on (unless the result came back to it) and `to`
   * the result now; `at` and `reason` are those of one correction, the one that set `changedTo`:
   * the latest that settled this bet again, else the latest (QA: after four corrections the order
   * gave the time and reason of the first beside the score of the last). `resettlements`: how many
   * corrections settled it again (0 when its outcome stood), so an order settled again more than
   * once does not speak of one bill line (QA).
   */
  correction: z
    .object({ from: z.string(), to: z.string(), changedTo: z.string(), at: z.string(), reason: z.string().nullable(), resettled: z.boolean(), resettlements: z.number().int().nonnegative() })
    .nullable(),
  /**
   * A bet revoked because its match was voided or abandoned: the trader's reason, or that it was
   * postponed and not played in time (the job's own; its English reason is not shown). Null for
   * every other bet, a cancelled one included.
   */
  voided: z.object({ reason: z.string().nullable(), afterPostponement: z.boolean() }).nullable(),
  /**
   * The match was postponed (and may have a new kick-off): a waiting bet stands if the match
   * finishes by then, else it is voided (product rules: 48 hours; server finishBy). Null otherwise.
   */
  postponedUntil: z.string().nullable(),
  /** The trader's reason for postponing it, beside postponedUntil; null when not postponed. */
  postponedReason: z.string().nullable(),
  /**
   * With postponedUntil: an edit moved the match's kick-off after this bet was placed ("Kick-off
   * moved"). False for a bet placed on the kick-off it has now (a postponement, or a reschedule at
   * the same time, moves none), which only has the deadline.
   */
  movedSincePlaced: z.boolean(),
  /** The match's state now: a bet returned because the match was abandoned (started, not finished) says so, not "void". */
  matchState: z.enum(MATCH_STATES),
  /**
   * Kobo of the stake that goes to repay the operator's cover of a corrected result when it comes
   * back unplayed (decision 028): what it repaid, or for a bet not settled what a cancel or a void
   * would take now. On one bet's own read and a cancel's answer only, not on the list's rows.
   */
  stakeToCover: z.number().int().nonnegative().optional(),
});
export type TBet = z.infer<typeof ZBet>;

/**
 * What every bet a list's filter finds adds up to, over all its pages (My bets' summary line), in
 * kobo, as a member adding up the rows would: `staked` is every row's stake; `returned` what came
 * back (winning bets' actual win, revoked bets' stake); `profitAndLoss` every row's (a revoked
 * bet's is 0, a bet without a result has none); `waiting` the stakes still riding on a result. So
 * staked - waiting + profitAndLoss = returned.
 */
export const ZBetTotals = z.object({
  count: z.number().int(),
  staked: z.number().int(),
  waiting: z.number().int(),
  returned: z.number().int(),
  profitAndLoss: z.number().int(),
});
export type TBetTotals = z.infer<typeof ZBetTotals>;

/** A page of My bets: its rows, and what every bet of the filter adds up to. */
export const ZBetPage = ZPaged(ZBet).extend({
  totals: ZBetTotals,
  /**
   * Changes whenever something a row of the filter shows may have: a bet placed, settled, revoked
   * or gone unconfirmed by the clock, a score entered or corrected on its match, a postponement or
   * a new kick-off. The app polls it (one row, the longest range) and asks for its pages again
   * only when it changes. Opaque: compare it, do not read it.
   */
  changeKey: z.string(),
});

export const ZBetListQuery = z.object({
  status: z.enum(BET_STATUSES, { error: 'VALIDATION_FAILED' }).optional(),
  range: ZTimeRange.default(-29),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * The next page by the last bet shown (its id), instead of `page`: the bets placed before it in
   * the list's order. Bets placed or changed meanwhile above it do not shift the next page (QA: by
   * page, a new bet repeated the last row of each page and hid the bets below).
   */
  before: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).optional(),
  /**
   * Only the bets on one match, within the range as ever (a match's notice and its page lead to
   * them). A match the member has no bets on, or none there is, lists nothing.
   */
  matchId: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).optional(),
});

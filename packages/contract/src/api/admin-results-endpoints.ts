import { z } from 'zod';
import { adminReason } from './admin-reason.ts';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { PERIODS, ZMatchSummary } from './matches.ts';

// Back-office results: HT/FT scores, postpone, abandon, void, corrections, settlement progress
// (betting issue); spread into `endpoints` in endpoints.ts.

const ZMatchId = z.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' });
const ZGoals = z.number({ error: 'RESULT_GOALS_INVALID' }).int({ error: 'RESULT_GOALS_INVALID' }).min(0, { error: 'RESULT_GOALS_INVALID' }).max(99, { error: 'RESULT_GOALS_INVALID' });
const ZReason = adminReason(3, 500);

export const SETTLEMENT_RUN_KINDS = ['settle', 'void', 'correction'] as const;

export const ZSettlementRun = z.object({
  id: z.number().int(),
  /** null for a void of the whole match. */
  period: z.enum(PERIODS).nullable(),
  kind: z.enum(SETTLEMENT_RUN_KINDS),
  /** "2-1" for settle and correction runs. */
  score: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  /** Bets of the run still waiting, and bets it has settled (or voided). */
  waiting: z.number().int(),
  settled: z.number().int(),
  /** Kobo moved so far: credited to members (payouts or stakes returned) and taken by the house (lost stakes). */
  paidToMembers: z.number().int(),
  keptByHouse: z.number().int(),
  /** A correction's reversed winnings, taken back from members before its new payouts (0 for other runs). */
  takenBack: z.number().int(),
  /** The stakes of every bet the run settled (a settle run's house result is these less paidToMembers); null on runs from before it was recorded. */
  settledStakes: z.number().int().nullable(),
  /**
   * A correction's net cover by the operator (decision 028), in kobo: what expense:corrections paid
   * the members it left short, less what stakes returned unplayed have given back of it since;
   * negative for a correction that took back earlier covers from the wins it paid again. Outside
   * the house result, which is the book's; 0 for other runs.
   */
  operatorCover: z.number().int(),
  createdBy: z.string(),
  /** Why: a correction's reason, or a void's (postponed and not played in time ...); null for a result. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSettlementRun = z.infer<typeof ZSettlementRun>;

export const ZMatchSettlement = z.object({
  match: ZMatchSummary.extend({
    /** A postponed match's deadline to resume (kick off again); null when not postponed or finished. */
    postponedUntil: z.string().nullable(),
    /** Its bets are void unless it has its full-time score by then (the deadline, or a late new kick-off plus the time to play). */
    finishBy: z.string().nullable(),
    /** Until when it may be postponed with its bets standing (the first postponement's deadline, or kick-off plus the grace hours); later it is voided or abandoned instead. */
    postponeBy: z.string(),
  }),
  runs: z.array(ZSettlementRun),
});
export type TMatchSettlement = z.infer<typeof ZMatchSettlement>;

// Every write body here is strict: a field it does not know is refused by name, not dropped
// (QA: a correction's fromScore for from skipped the guard against a result changed meanwhile,
// and three corrections from one preview all applied). The correction extends this one.
export const ZEnterResultRequest = z.strictObject({
  matchId: ZMatchId,
  period: z.enum(PERIODS, { error: 'VALIDATION_FAILED' }),
  home: ZGoals,
  away: ZGoals,
});

export const ZCorrectResultRequest = ZEnterResultRequest.extend({
  reason: ZReason,
  /**
   * Where a member has already spent winnings the correction takes back, the operator covers the
   * part they cannot pay (from expense:corrections, in their bill) instead of the correction being
   * refused (CORRECTION_BALANCE_SHORT): one member's balance must not keep a wrong result standing.
   */
  houseCoversShortfall: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
  /**
   * The score the operator saw and previewed the correction from ("2-1"). Given, a result changed
   * meanwhile (a colleague's correction) refuses this one (RESULT_CHANGED_MEANWHILE) instead of
   * moving money the operator never confirmed.
   */
  from: z.string({ error: 'VALIDATION_FAILED' }).regex(/^\d{1,2}-\d{1,2}$/, { error: 'VALIDATION_FAILED' }).optional(),
});

const ZGoalsQuery = z.coerce.number({ error: 'RESULT_GOALS_INVALID' }).pipe(ZGoals);

export const ZCorrectionPreviewQuery = z.object({
  matchId: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).pipe(ZMatchId),
  period: z.enum(PERIODS, { error: 'VALIDATION_FAILED' }),
  home: ZGoalsQuery,
  away: ZGoalsQuery,
});

/** What a correction would move, worked out as the correction does it, without writing. Amounts in kobo. */
export const ZCorrectionPreview = z.object({
  /** The score replaced ("2-1") and the one proposed. */
  from: z.string(),
  to: z.string(),
  /** Bets whose outcome changes, and in which direction. */
  changed: z.number().int(),
  toWinning: z.number().int(),
  toLost: z.number().int(),
  /** Winnings of the changed bets reversed (taken back from members), and their new payouts. */
  takenBack: z.number().int(),
  paidToMembers: z.number().int(),
  /** paidToMembers - takenBack: negative when members give back more than they receive. */
  netToMembers: z.number().int(),
  /** Stakes of the bets that become lost. */
  keptByHouse: z.number().int(),
  /** Members whose available balance cannot cover what is taken back: while above 0 the correction is refused. */
  membersShort: z.number().int(),
  /**
   * Those members, and by how much (kobo) each is short: whom to settle with first. `inOpenWithdrawal`:
   * their money held by a withdrawal not yet paid out; while above 0 the operator cannot cover them
   * (CORRECTION_WITHDRAWAL_OPEN): the withdrawal is decided first. `inOpenBets`: their stakes on bets
   * still waiting; covered, that much of the cover is taken back from those stakes if they come
   * back unplayed (cancelled, void or abandoned).
   */
  short: z.array(z.object({ uid: z.number().int(), username: z.string(), shortBy: z.number().int(), inOpenWithdrawal: z.number().int(), inOpenBets: z.number().int() })),
  /** The operator's earlier covers on this match taken back from members this correction pays again (decision 028). */
  coverTakenBack: z.number().int(),
});
export type TCorrectionPreview = z.infer<typeof ZCorrectionPreview>;

export const ZPostponeRequest = z.strictObject({
  matchId: ZMatchId,
  reason: ZReason,
});

export const ZVoidMatchRequest = z.strictObject({
  matchId: ZMatchId,
  /** abandoned: started but not finished; void: the fixture itself is cancelled. Both return every open stake. */
  state: z.enum(['abandoned', 'void'], { error: 'VALIDATION_FAILED' }),
  reason: ZReason,
});

export const adminResultsEndpoints = {
  adminEnterResult: {
    method: 'POST',
    path: '/admin/api/matches/result',
    summary: "Enter a period's score (HT settles first-half bets, FT full-time bets); settles that period's bets exactly once",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZEnterResultRequest,
    response: ZMatchSettlement,
  },
  adminCorrectResult: {
    method: 'POST',
    path: '/admin/api/matches/correct',
    summary: "Correct a period's score: every settlement of that period is reversed and the bets settled again, visible in the members' bills",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZCorrectResultRequest,
    response: ZMatchSettlement,
  },
  adminCorrectionPreview: {
    method: 'GET',
    path: '/admin/api/matches/correction-preview',
    summary: "What correcting a period's score would move (bets changed, winnings taken back, new payouts, members short), computed as the correction does it; writes nothing",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    query: ZCorrectionPreviewQuery,
    response: ZCorrectionPreview,
  },
  adminPostponeMatch: {
    method: 'POST',
    path: '/admin/api/matches/postpone',
    summary: 'Postpone a match: betting stops; open bets stay until it is played within 48 hours of kick-off, else they are voided',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZPostponeRequest,
    response: ZMatchSettlement,
  },
  adminVoidMatch: {
    method: 'POST',
    path: '/admin/api/matches/void',
    summary: 'Abandon or void a match: every open bet is revoked and its stake returned',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    audit: { target: 'match', id: 'matchId' },
    body: ZVoidMatchRequest,
    response: ZMatchSettlement,
  },
  adminMatchSettlement: {
    method: 'GET',
    path: '/admin/api/matches/settlement',
    summary: "A match's results and the progress of its settlement runs (?id=)",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.trader,
    query: z.object({ id: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }) }),
    response: ZMatchSettlement,
  },
} as const satisfies Record<string, TEndpoint>;

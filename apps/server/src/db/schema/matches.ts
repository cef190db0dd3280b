import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Football matches. Betting closes at closing_at (never after kick-off); the server's clock
 * decides, not the state. Results are entered once per period with who and when; a correction
 * is a reversal plus a new settlement (betting issue), never a silent edit.
 */
export const matches = pgTable(
  'matches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    kickOffAt: timestamp('kick_off_at', { withTimezone: true }).notNull(),
    closingAt: timestamp('closing_at', { withTimezone: true }).notNull(),
    /** scheduled, open, closed, live, finished, postponed, abandoned, void. */
    state: text('state').notNull().default('scheduled'),
    htHome: integer('ht_home'),
    htAway: integer('ht_away'),
    htEnteredBy: text('ht_entered_by'),
    htEnteredAt: timestamp('ht_entered_at', { withTimezone: true }),
    ftHome: integer('ft_home'),
    ftAway: integer('ft_away'),
    ftEnteredBy: text('ft_entered_by'),
    ftEnteredAt: timestamp('ft_entered_at', { withTimezone: true }),
    /** Per-match limits in kobo; null takes the settings' defaults. */
    minStake: bigint('min_stake', { mode: 'bigint' }),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    selectionTotalLimit: bigint('selection_total_limit', { mode: 'bigint' }),
    /** The whole match suspended by a trader: no bets while true. */
    suspended: boolean('suspended').notNull().default(false),
    /** Set when postponed: open bets are voided if the match has no full-time result by then (product rules: 48 hours). */
    postponedUntil: timestamp('postponed_until', { withTimezone: true }),
    /** The trader's reason for the last postponement, which members read beside their waiting bets. */
    postponedReason: text('postponed_reason'),
    /**
     * When an edit last moved the kick-off of a match bound by a postponement's deadline: a bet
     * placed before it had its kick-off moved; one placed after bet on the new one. A reschedule
     * at the same time moves nothing (QA).
     */
    kickOffMovedAt: timestamp('kick_off_moved_at', { withTimezone: true }),
    /** An import's own key (league + teams + kick-off), so importing the same file twice adds nothing. */
    externalKey: text('external_key').unique(),
    /**
     * The key the match was imported or created with, kept when an edit moves its kick-off (and so
     * its external key): the same fixtures file coming again still finds it (QA: refused whole, the
     * moved match named as clashing with its own fixture). Not unique: a match may be made later at
     * a time another one was moved from.
     */
    importedKey: text('imported_key'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('matches_closing_idx').on(t.closingAt),
    index('matches_imported_key_idx').on(t.importedKey),
    index('matches_state_kickoff_idx').on(t.state, t.kickOffAt),
    check('matches_state_ck', sql`${t.state} in ('scheduled', 'open', 'closed', 'live', 'finished', 'postponed', 'abandoned', 'void')`),
    check('matches_closing_ck', sql`${t.closingAt} <= ${t.kickOffAt}`),
    check('matches_scores_ck', sql`coalesce(${t.htHome}, 0) >= 0 and coalesce(${t.htAway}, 0) >= 0 and coalesce(${t.ftHome}, 0) >= 0 and coalesce(${t.ftAway}, 0) >= 0`),
  ],
);

/**
 * The current price of every selection (period x score x correct/incorrect), with its version:
 * a bet records the version it was placed at. Every change is also appended to price_history.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    period: text('period').notNull(),
    selection: text('selection').notNull(),
    betType: text('bet_type').notNull(),
    /** Decimal odds in ten-thousandths (7.5 -> 75000). */
    odds: integer('odds').notNull(),
    version: integer('version').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    /** Not offered by the odds engine: its margined price is below betting.minPrice (keepsMargin). */
    withheld: boolean('withheld').notNull().default(false),
    overridden: boolean('overridden').notNull().default(false),
    /**
     * What the odds engine last priced this side at, and whether it withheld it, kept under a
     * hand-set price too: clearing the override hands the side back to exactly this. Null only
     * for an override from before the column whose engine price history does not tell.
     */
    engineOdds: integer('engine_odds'),
    engineWithheld: boolean('engine_withheld'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.period, t.selection, t.betType] }),
    check('market_prices_period_ck', sql`${t.period} in ('FT', 'HT')`),
    check('market_prices_type_ck', sql`${t.betType} in ('correct', 'incorrect')`),
    check('market_prices_odds_ck', sql`${t.odds} > 10000`),
  ],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    selection: text('selection').notNull(),
    betType: text('bet_type').notNull(),
    odds: integer('odds').notNull(),
    version: integer('version').notNull(),
    suspended: boolean('suspended').notNull(),
    withheld: boolean('withheld').notNull().default(false),
    changedBy: text('changed_by').notNull(),
    reason: text('reason').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_selection_idx').on(t.matchId, t.period, t.selection, t.betType, t.version)],
);

/** Bets (orders). Status (spec 4): waiting, winning, lost, revoked, unconfirmed. */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The Idempotency-Key of the request that placed it (a retry after a crash finds it). */
    requestKey: text('request_key').notNull(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    period: text('period').notNull(),
    selection: text('selection').notNull(),
    betType: text('bet_type').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    odds: integer('odds').notNull(),
    oddsVersion: integer('odds_version').notNull(),
    /** The member's VIP odds bonus when the bet was placed (what the order promised). */
    vipBonusBps: integer('vip_bonus_bps').notNull(),
    handlingFeeBps: integer('handling_fee_bps').notNull(),
    status: text('status').notNull().default('waiting'),
    /** Which shards of the selection's total the stake took: [{shard, amount}] (decision 008). */
    shardAllocation: text('shard_allocation').notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }),
    vipAward: bigint('vip_award', { mode: 'bigint' }),
    handlingFee: bigint('handling_fee', { mode: 'bigint' }),
    actualWinAmount: bigint('actual_win_amount', { mode: 'bigint' }),
    profitAndLoss: bigint('profit_and_loss', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The ledger transaction that settled (or voided) the bet; a correction points it at the new one. */
    settlementTxId: bigint('settlement_tx_id', { mode: 'number' }),
  },
  (t) => [
    index('bets_member_created_idx').on(t.memberId, t.createdAt),
    index('bets_match_status_idx').on(t.matchId, t.status),
    // Settlement walks a match's waiting bets member by member (decisions 009, 016; migration 0021);
    // settled ones stay out of the index. Built with INCLUDE (stake, odds, vip_bonus_bps,
    // handling_fee_bps) by the migrations so open exposure is index-only (0014, 0031).
    index('bets_match_waiting_idx').on(t.matchId, t.memberId, t.id).where(sql`${t.status} = 'waiting'`),
    // The dashboard's days: stakes by when placed, payouts and house result by when settled.
    // Migration 0014 rebuilds these two with INCLUDE columns so the dashboard's days are index-only.
    index('bets_created_idx').on(t.createdAt),
    index('bets_settled_idx').on(t.settledAt).where(sql`${t.settledAt} is not null`),
    uniqueIndex('bets_request_key_uq').on(t.memberId, t.requestKey),
    check('bets_status_ck', sql`${t.status} in ('waiting', 'winning', 'lost', 'revoked', 'unconfirmed')`),
    check('bets_stake_ck', sql`${t.stake} > 0`),
  ],
);

/**
 * The total staked on a selection across all members, split into shards so a kick-off rush
 * does not queue on one row: each shard may hold at most its share of the limit (decision 008).
 */
export const selectionShards = pgTable(
  'selection_shards',
  {
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    selection: text('selection').notNull(),
    betType: text('bet_type').notNull(),
    shard: integer('shard').notNull(),
    staked: bigint('staked', { mode: 'bigint' }).notNull().default(sql`0`),
    cap: bigint('cap', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.period, t.selection, t.betType, t.shard] }), check('selection_shards_cap_ck', sql`${t.staked} >= 0 and ${t.staked} <= ${t.cap}`)],
);

/**
 * One settlement job: a period's result (settle), a correction, or a void of the whole match.
 * Entering the result creates the run in the same transaction; any server process may then work
 * it, one at a time (a lease taken with FOR UPDATE SKIP LOCKED), in set-based chunks. A process
 * that dies leaves the lease to expire and the next one resumes: the bets it had settled are no
 * longer waiting, so nothing is settled twice.
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    /** FT or HT; null for a void of the whole match. */
    period: text('period'),
    /** settle, void, correction. */
    kind: text('kind').notNull(),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    status: text('status').notNull().default('pending'),
    settled: integer('settled').notNull().default(0),
    paidToMembers: bigint('paid_to_members', { mode: 'bigint' }).notNull().default(sql`0`),
    keptByHouse: bigint('kept_by_house', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A correction's reversed winnings (what it took back from members before paying again). */
    takenBack: bigint('taken_back', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The stakes of every bet a settle run settled, winners' and losers' (stakes - paid = the house's result); null on runs from before it was kept. */
    settledStakes: bigint('settled_stakes', { mode: 'bigint' }).default(sql`0`),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('settlement_runs_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('settlement_runs_match_idx').on(t.matchId),
    check('settlement_runs_kind_ck', sql`${t.kind} in ('settle', 'void', 'correction')`),
    check('settlement_runs_status_ck', sql`${t.status} in ('pending', 'done')`),
  ],
);

/**
 * The part of an operator's cover (decision 028) that stood in for money the member still had in
 * bets waiting at the correction: it is taken back as those stakes come back unplayed (the member
 * cancels, the match is void or abandoned), up to `remaining`, or the member kept the win and the
 * stake both (QA). Bets settled meanwhile spent their stake: the claim waits for the others.
 */
export const coverClaims = pgTable(
  'cover_claims',
  {
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => settlementRuns.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** What the cover put in for stakes then waiting, in kobo, and what is still to come back. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /** The member's newest bet waiting at the correction: only bets up to it can hold the covered money. */
    lastBetId: bigint('last_bet_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.memberId] }),
    index('cover_claims_open_idx').on(t.memberId).where(sql`${t.remaining} > 0`),
    check('cover_claims_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sendNotices, type TNoticeKey } from '../content/notices.ts';
import { claimOnWaitingStakes, coverToTake } from './cover-claims.ts';
import type { CorrectionChange, ShortMember } from './correction-plan.ts';
import { finishBy } from './postponement-deadline.ts';

// What happens to a match's bets reaches their members as a notice in their messages, written by
// the same transaction as the decision (QA: a correction took ₦15,103.67 of winnings back, and
// postponements and voids returned or held stakes, without a word; only the bill showed it).
// One notice per member and event, whatever the number of their bets on the match.

type TMatch = { id: number; homeTeam: string; awayTeam: string };
/** The fixture as notices write it, and the match itself, so the member's inbox leads to their bets on it. */
const fixtureOf = (match: TMatch) => ({ matchId: match.id, home: match.homeTeam, away: match.awayTeam });

/**
 * Tells each member with open bets on the match what becomes of them (postponed: they wait until
 * `until`; voided or abandoned: their stakes come back), with their count and total stake.
 */
export async function noticeOpenBets(
  tx: Tx,
  input: { match: TMatch; key: Extract<TNoticeKey, `match_${string}`>; reason?: string; until?: Date; kickOff?: { at: Date; was: Date }; ref: string; at: Date },
) {
  const rows = (await tx.execute(sql`
    select member_id, count(*)::int as bets, sum(stake)::text as staked from bets
     where match_id = ${input.match.id} and status = 'waiting' group by member_id order by member_id`)) as unknown as { rows: { member_id: number | string; bets: number; staked: string }[] };
  const params = { ...fixtureOf(input.match), reason: input.reason, until: input.until?.toISOString(), kickOff: input.kickOff?.at.toISOString(), was: input.kickOff?.was.toISOString() };
  // Stakes coming back: what of them repays an operator's cover of a corrected result (decision
  // 028) is said, or "your stakes come back to your available balance" when part did not (QA).
  const covers = STAKES_BACK.has(input.key) ? await coverToTake(tx, await stakesUnderClaims(tx, input.match.id)) : new Map<number, bigint>();
  await sendNotices(
    tx,
    rows.rows.map((r) => ({ memberId: Number(r.member_id), key: input.key, params: { ...params, bets: r.bets, amountKobo: BigInt(r.staked), coverKobo: covers.get(Number(r.member_id)) }, ref: input.ref })),
    input.at,
  );
}

const STAKES_BACK = new Set<TNoticeKey>(['match_voided', 'match_abandoned', 'match_voided_after_postponement']);

/**
 * The match's waiting stakes of members with an open claim on a cover: the only ones a cover can
 * take from. Most voids have none, and a void of a match with 100,000 bets reads them once, for
 * the counts, not twice with every bet's id passed to the cover's read.
 */
async function stakesUnderClaims(tx: Tx, matchId: number) {
  const bets = (await tx.execute(sql`
    select id, member_id, stake::text as stake from bets
     where match_id = ${matchId} and status = 'waiting'
       and member_id in (select member_id from cover_claims where remaining > 0)
     order by id`)) as unknown as { rows: { id: number | string; member_id: number | string; stake: string }[] };
  return bets.rows.map((b) => ({ betId: Number(b.id), memberId: Number(b.member_id), stake: BigInt(b.stake) }));
}

/**
 * Tells each member with open bets on the match its new kick-off (QA: a postponed match was
 * rescheduled, or an open one moved a day later, without a word to those waiting on it), and,
 * when a postponement's deadline binds the match, until when their bets stand (finishBy).
 */
export async function noticeKickOffMoved(tx: Tx, input: { match: TMatch & Parameters<typeof finishBy>[0]; was: Date; at: Date }) {
  const until = finishBy(input.match);
  const same = input.match.kickOffAt.getTime() === input.was.getTime();
  await noticeOpenBets(tx, {
    match: input.match,
    key: until ? (same ? 'match_rescheduled_same' : 'match_rescheduled') : 'match_kick_off_moved',
    until: until ?? undefined,
    kickOff: { at: input.match.kickOffAt, was: input.was },
    ref: `kick-off:${input.match.id}:${input.at.getTime()}`,
    at: input.at,
  });
}

/** Tells each member whose bets a correction settled again what it did to their winnings, in all. */
export async function noticeCorrection(
  tx: Tx,
  input: { match: TMatch; period: string; from: string; to: string; reason: string; changes: CorrectionChange[]; runId: number; at: Date; covered: ShortMember[] },
) {
  const byMember = new Map<number, { bets: number; paid: bigint; taken: bigint }>();
  for (const { bet, next } of input.changes) {
    const seen = byMember.get(bet.memberId) ?? { bets: 0, paid: 0n, taken: 0n };
    byMember.set(bet.memberId, { bets: seen.bets + 1, paid: seen.paid + next.credited, taken: seen.taken + bet.credited });
  }
  const params = { ...fixtureOf(input.match), period: input.period, from: input.from, to: input.to, reason: input.reason };
  // Both movements when there are both (QA: "₦25,654 taken back" was a net of ₦50,339 taken and ₦24,685 paid).
  // What the operator covered of what a member could not pay back, and how much of it their open
  // stakes repay if they come back unplayed (decision 028): said, or a later cancel returned far
  // less than its stake with no word why (QA: ₦35,581.20 of ₦100,000).
  const covers = new Map(input.covered.map((m) => [m.uid, { coveredKobo: BigInt(m.shortBy), claimKobo: claimOnWaitingStakes(m) }]));
  const notices = [...byMember].map(([memberId, { bets, paid, taken }]) => ({
    memberId,
    key: (paid && taken ? 'result_corrected_mixed' : paid ? 'result_corrected_paid' : 'result_corrected_taken') as TNoticeKey,
    params: { ...params, bets, amountKobo: paid || taken, paidKobo: paid, takenKobo: taken, ...covers.get(memberId) },
    ref: `correction:${input.runId}`,
  }));
  await sendNotices(tx, notices, input.at);
}

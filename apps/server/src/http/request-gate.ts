import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { coalescer, coalescerPer, success } from '../db/coalescer.ts';
import { sendsTogether } from '../db/few-round-trips.ts';
import { executePrepared } from '../db/prepared-on-connection.ts';
import { hashToken, liveSessionsSql, sessionOfRow, type LiveSessionRow, type SessionMember } from '../modules/members/session-tokens.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: SessionMember | null;
    /** The gate's check when it travels with the route's own first database message (see DeferredGate). */
    deferredGate: DeferredGate | null;
  }
}

// What is checked before a route runs, in one database statement for all the requests that
// arrive together (a round trip costs more than its rows, decision 011):
// - the member's session, from the `token` header (spec 7: none or expired answers 401);
// - the submit limit (spec 8, code 429) on routes that have one: a fixed one-minute window per
//   route and signed-in session (per client address on routes without a member), counted in
//   `rate_limit_counters` so it holds across every server process (decision 002).

const WINDOW_MS = 60_000;
const limitSetting = { submit: 'limits.submitPerMinute', captcha: 'limits.captchaPerMinute' } as const;

type Count = { key: string; windowStart: number };
export type GateCall = { tokenHash: string | null; count: Count | null };
export type GateAnswer = { session: SessionMember | null; hits: number | null };
type GateRoute = { method: string; url: string; member: 'required' | 'optional' | null; limit: 'submit' | 'captcha' | undefined; deferrable?: boolean };

/**
 * Forgets the counts of windows already over (run by the periodic jobs): every client address and
 * every session token sent, valid or made up, leaves a row, and a row outlives its minute.
 */
export async function forgetPastWindows(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  await ctx.db.execute(sql`delete from rate_limit_counters where window_start < ${now - (now % WINDOW_MS)}`);
}

/** A key counted n times in one batch adds n (two windows of one key in a batch count in the later one). */
function countsByKey(calls: GateCall[]) {
  const byKey = new Map<string, { w: number; n: number }>();
  for (const { count } of calls) {
    if (!count) continue;
    const k = byKey.get(count.key) ?? { w: count.windowStart, n: 0 };
    k.w = Math.max(k.w, count.windowStart);
    k.n += 1;
    byKey.set(count.key, k);
  }
  return byKey;
}

/** The gate's one statement for these calls: the counts added, the live sessions read. */
export function gateStatement(ctx: AppContext, calls: GateCall[]): SQL {
  const counts = [...countsByKey(calls)].map(([k, v]) => ({ k, w: v.w, n: v.n }));
  const hashes = calls.flatMap((c) => (c.tokenHash ? [c.tokenHash] : []));
  return sql`
    with counted as (
      insert into rate_limit_counters (key, window_start, hits)
      select r.k, r.w, r.n from json_to_recordset(${JSON.stringify(counts)}::json) as r(k text, w bigint, n int)
      -- Keys in one order for every batch: two batches upserting shared keys in arrival order
      -- (each process runs two at once) waited on each other, and the database aborted one.
      order by r.k
      on conflict (key) do update set
        hits = case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + excluded.hits else excluded.hits end,
        window_start = excluded.window_start
      returning key, hits)
    select null as token_hash, null::bigint as session_id, null::bigint as member_id, null as status, key, hits from counted
    union all
    select s.token_hash, s.session_id, s.member_id, s.status, null, null from (${liveSessionsSql(hashes, ctx.clock.now())}) s`;
}

/** Each call's session and count from the statement's rows; the callers of one key get the counts up to its new total in arrival order. */
export function gateAnswers(ctx: AppContext, rows: Record<string, unknown>[], calls: GateCall[]): GateAnswer[] {
  const byKey = countsByKey(calls);
  const totals = new Map<string, number>();
  const sessions = new Map<string, SessionMember>();
  for (const r of rows as (LiveSessionRow & { key: string | null; hits: number | null })[]) {
    if (r.key !== null) totals.set(r.key, Number(r.hits));
    else sessions.set(r.token_hash, sessionOfRow(r));
  }
  rememberSessions(ctx, calls, sessions);
  const seen = new Map<string, number>();
  return calls.map(({ tokenHash, count }) => {
    let hits: number | null = null;
    if (count) {
      const before = seen.get(count.key) ?? 0;
      seen.set(count.key, before + 1);
      hits = totals.get(count.key)! - byKey.get(count.key)!.n + before + 1;
    }
    return { session: tokenHash ? (sessions.get(tokenHash) ?? null) : null, hits };
  });
}

// A named prepared statement: run for nearly every request, its plan is made once per connection.
const pass = async (ctx: AppContext, calls: GateCall[]) => gateAnswers(ctx, await executePrepared(ctx.db, gateStatement(ctx, calls)), calls);
const gateOf = coalescerPer((ctx: AppContext) => coalescer(async (calls: GateCall[]) => (await pass(ctx, calls)).map(success), { maxBatch: 300, concurrency: 2 }));

// Sessions this process has seen live, by token hash. A session's member never changes, so a
// route may start its work with the member known and check the session (revoked? expired?
// disabled?) in its own first database message (DeferredGate). Bounded: cleared when full.
const KNOWN_SESSIONS = 100_000;
const knownSessions = new WeakMap<AppContext, Map<string, SessionMember>>();
function knownOf(ctx: AppContext) {
  let known = knownSessions.get(ctx);
  if (!known) knownSessions.set(ctx, (known = new Map()));
  return known;
}
/** Remembers the live sessions the gate found, and forgets the tokens it found signed out or disabled (they take the gate's own round trip again). */
function rememberSessions(ctx: AppContext, calls: GateCall[], sessions: Map<string, SessionMember>) {
  const known = knownOf(ctx);
  if (known.size + sessions.size > KNOWN_SESSIONS) known.clear();
  for (const { tokenHash } of calls) {
    if (!tokenHash) continue;
    const session = sessions.get(tokenHash);
    if (session && session.status !== 'disabled') known.set(tokenHash, session);
    else known.delete(tokenHash);
  }
}

/**
 * The gate of a request whose check travels in its route's first database message instead of a
 * round trip of its own (on PostgreSQL, for a session this process has seen live): the route
 * sends `call` through gateStatement and gives the answer to `settle`; `check()` then throws the
 * request's refusal, or — if the route never sent it (the request went another way) — runs the
 * gate on its own first. The verdict is the one the pre-handler would have given.
 */
export type DeferredGate = {
  readonly call: GateCall;
  readonly settled: boolean;
  readonly refusal: AppError | null;
  settle(answer: GateAnswer): void;
  check(): Promise<void>;
};

/** The gate's verdict on one answer: the refusal the request gets, or null (and then its member). */
function verdict(route: GateRoute, answer: GateAnswer, max: number | null, reply: FastifyReply, at: { now: number; windowStart: number }): AppError | null {
  if (answer.hits !== null && max !== null && answer.hits > max) {
    reply.header('retry-after', String(Math.ceil((at.windowStart + WINDOW_MS - at.now) / 1000)));
    return new AppError('SUBMIT_LIMIT');
  }
  if (answer.session?.status === 'disabled') return new AppError('ACCOUNT_DISABLED');
  if (route.member === 'required' && !answer.session) return new AppError('NOT_LOGGED_IN');
  return null;
}

/**
 * The pre-handler of a route: `member` reads the session ('required' answers NOT_LOGGED_IN
 * without one), `limit` counts the request against its submit limit first (SUBMIT_LIMIT). A
 * `deferrable` route takes a known session's member at once and leaves the check to its own
 * transaction (DeferredGate).
 */
export function requestGate(ctx: AppContext, route: GateRoute) {
  const gate = gateOf(ctx);
  const deferrable = route.deferrable === true && route.member === 'required' && sendsTogether(ctx.db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = route.member ? request.headers.token : undefined;
    const token = Array.isArray(raw) ? raw[0] : raw;
    // The server clock (tests and TEST_CLOCK_CONTROL move it) decides the window.
    const now = ctx.clock.now().getTime();
    const at = { now, windowStart: now - (now % WINDOW_MS) };
    const tokenHash = token ? hashToken(token) : null;
    // The key has the shape of decision 002's first counters: route, then who. A signed-in
    // member's writes count per session, the others' per client address: Nigerian mobile carriers
    // put many subscribers behind one address, and one member's bets used up everyone's (QA).
    const who = route.member === 'required' && tokenHash ? `session:${tokenHash.slice(0, 32)}` : request.ip;
    const count = route.limit ? { key: `${route.method}:${route.url}|${who}`, windowStart: at.windowStart } : null;
    const limit = route.limit ? ctx.settings.get(limitSetting[route.limit]) : null;

    const known = deferrable && tokenHash ? knownOf(ctx).get(tokenHash) : undefined;
    if (known) {
      const max = await limit;
      request.member = known;
      request.deferredGate = deferredGate({ tokenHash, count }, (answer) => verdict(route, answer, max, reply, at), gate);
      return;
    }
    const [answer, max] = await Promise.all([token || count ? gate({ tokenHash, count }) : { session: null, hits: null }, limit]);
    const refusal = verdict(route, answer, max, reply, at);
    if (refusal) throw refusal;
    request.member = answer.session;
  };
}

function deferredGate(call: GateCall, judge: (answer: GateAnswer) => AppError | null, gate: (call: GateCall) => Promise<GateAnswer>): DeferredGate {
  let settled = false;
  let refusal: AppError | null = null;
  const deferred: DeferredGate = {
    call,
    get settled() {
      return settled;
    },
    get refusal() {
      return refusal;
    },
    settle(answer) {
      settled = true;
      refusal = judge(answer);
    },
    async check() {
      if (!settled) deferred.settle(await gate(call));
      if (refusal) throw refusal;
    },
  };
  return deferred;
}

/** The signed-in member of a route registered with auth 'member'. */
export function signedInMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { coalescer, coalescerPer, success } from '../db/coalescer.ts';
import { executePrepared } from '../db/prepared-on-connection.ts';
import { hashToken, liveSessionsSql, sessionOfRow, type LiveSessionRow, type SessionMember } from '../modules/members/session-tokens.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: SessionMember | null;
  }
}

// What is checked before a route runs, in one database statement for all the requests that
// arrive together (a round trip costs more than its rows, decision 011):
// - the member's session, from the `token` header (spec 7: none or expired answers 401);
// - the submit limit (spec 8, code 429) on routes that have one: a fixed one-minute window per
//   client address and route, counted in `rate_limit_counters` so it holds across every server
//   process (decision 002).

const WINDOW_MS = 60_000;
const limitSetting = { submit: 'limits.submitPerMinute', captcha: 'limits.captchaPerMinute' } as const;

type Count = { key: string; windowStart: number };
type GateCall = { tokenHash: string | null; count: Count | null };
type GateAnswer = { session: SessionMember | null; hits: number | null };

async function pass(ctx: AppContext, calls: GateCall[]): Promise<GateAnswer[]> {
  // A key counted n times in one batch adds n; its callers get the counts up to the new total,
  // in arrival order. Two windows of one key in one batch (at a window's edge) count in the
  // later one: a client is never let through more often than the limit.
  const byKey = new Map<string, { w: number; n: number }>();
  for (const { count } of calls) {
    if (!count) continue;
    const k = byKey.get(count.key) ?? { w: count.windowStart, n: 0 };
    k.w = Math.max(k.w, count.windowStart);
    k.n += 1;
    byKey.set(count.key, k);
  }
  const counts = [...byKey].map(([k, v]) => ({ k, w: v.w, n: v.n }));
  const hashes = calls.flatMap((c) => (c.tokenHash ? [c.tokenHash] : []));
  // A named prepared statement: run for nearly every request, its plan is made once per connection.
  const rows = (
    (await executePrepared(ctx.db, sql`
      with counted as (
        insert into rate_limit_counters (key, window_start, hits)
        select r.k, r.w, r.n from json_to_recordset(${JSON.stringify(counts)}::json) as r(k text, w bigint, n int)
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + excluded.hits else excluded.hits end,
          window_start = excluded.window_start
        returning key, hits)
      select null as token_hash, null::bigint as session_id, null::bigint as member_id, null as status, key, hits from counted
      union all
      select s.token_hash, s.session_id, s.member_id, s.status, null, null from (${liveSessionsSql(hashes, ctx.clock.now())}) s`)) as unknown as (LiveSessionRow & {
      key: string | null;
      hits: number | null;
    })[]
  );
  const totals = new Map<string, number>();
  const sessions = new Map<string, SessionMember>();
  for (const r of rows) {
    if (r.key !== null) totals.set(r.key, Number(r.hits));
    else sessions.set(r.token_hash, sessionOfRow(r));
  }
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

const gateOf = coalescerPer((ctx: AppContext) => coalescer(async (calls: GateCall[]) => (await pass(ctx, calls)).map(success), { maxBatch: 300, concurrency: 2 }));

/**
 * The pre-handler of a route: `member` reads the session ('required' answers NOT_LOGGED_IN
 * without one), `limit` counts the request against its submit limit first (SUBMIT_LIMIT).
 */
export function requestGate(ctx: AppContext, route: { method: string; url: string; member: 'required' | 'optional' | null; limit: 'submit' | 'captcha' | undefined }) {
  const gate = gateOf(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = route.member ? request.headers.token : undefined;
    const token = Array.isArray(raw) ? raw[0] : raw;
    // The server clock (tests and TEST_CLOCK_CONTROL move it) decides the window.
    const now = ctx.clock.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    // The key has the same shape as decision 002's first counters: route, then client address.
    const count = route.limit ? { key: `${route.method}:${route.url}|${request.ip}`, windowStart } : null;
    const [answer, max] =
      token || count ? await Promise.all([gate({ tokenHash: token ? hashToken(token) : null, count }), route.limit ? ctx.settings.get(limitSetting[route.limit]) : null]) : [{ session: null, hits: null }, null];
    if (answer.hits !== null && max !== null && answer.hits > max) {
      reply.header('retry-after', String(Math.ceil((windowStart + WINDOW_MS - now) / 1000)));
      throw new AppError('SUBMIT_LIMIT');
    }
    if (answer.session?.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
    request.member = answer.session;
    if (route.member === 'required' && !answer.session) throw new AppError('NOT_LOGGED_IN');
  };
}

/** The signed-in member of a route registered with auth 'member'. */
export function signedInMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}

import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { coalescer, coalescerPer, success } from '../db/coalescer.ts';
import type { DbOrTx } from '../db/client.ts';
import { jsonRows } from '../db/json-rows.ts';
import { AppError } from './app-error.ts';
import { errorBody } from './envelope.ts';

// HTTP idempotency for money-moving POSTs. The first answer to (member, route, key) is stored
// and replayed to any retry, refusals included; a retry with another body is refused; a retry
// while the first is still running is refused with IN_FLIGHT. A process that dies mid-request
// leaves a lease that runs out, after which a retry may run again — which is safe because the
// use cases derive their ledger idempotency keys from this key, so the money moves once.
// A use case may also claim the key and store its answer inside its own database transaction
// (bets placed together, decision 011): the answer then exists exactly when the work does.

/** How long an Idempotency-Key may be (the OpenAPI document and a malformed key's refusal say it too). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_:.-]{${String(IDEMPOTENCY_KEY_LENGTH.min)},${String(IDEMPOTENCY_KEY_LENGTH.max)}}$`);
const LEASE_MS = 60_000;

export type StoredAnswer = { status: number; body: unknown };
/** What the route sends: a stored answer, marked when it is a replay of an earlier one. */
export type SentAnswer = StoredAnswer & { replayed: boolean };
/** A request's key, the scope it is unique in (member and route), and the hash of its body. */
export type IdempotentRequest = { key: string; scope: string; hash: string };

/**
 * Secrets a body may carry that its hash leaves out: the hash is stored with the key, and a
 * 6-digit wallet password hashed beside fields anyone can guess is found by trying a million
 * (QA). A retry is still the same request without them: the first attempt's answer stands.
 */
const SECRET_FIELDS = new Set(['walletPassword']);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => !SECRET_FIELDS.has(k))
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Where a key is unique: the member (or anonymous) and the route. */
export const keyScope = (memberId: number | null, method: string, url: string) => `${memberId ?? 'anonymous'}:${method} ${url}`;
/** A retry must carry the same body: its canonical form's hash is kept with the key. */
export const bodyHash = (body: unknown) => crypto.hash('sha256', canonical(body), 'hex');

/**
 * Reads and checks the Idempotency-Key header: IDEMPOTENCY_KEY_REQUIRED when missing or
 * malformed. A malformed key is still "no usable key" to a client (one code), but its words say
 * what a valid key looks like (reason "malformed": the catalogue's variant), not that none was sent.
 */
export function idempotentRequest(request: FastifyRequest, memberId: number | null): IdempotentRequest {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', { ...IDEMPOTENCY_KEY_LENGTH }, { field: 'Idempotency-Key', reason: 'malformed' });
  return { key, scope: keyScope(memberId, request.method, request.routeOptions.url!), hash: bodyHash(request.body) };
}

/**
 * Claims new keys, in one statement however many: the answer says, per request, whether it got
 * its key (false: the key exists already — a retry, or the same key twice in the list, whose
 * second comes as if a moment later).
 */
export async function claimNewKeys(db: DbOrTx, requests: IdempotentRequest[], now: Date): Promise<boolean[]> {
  const inserted = (await db.execute(claimNewKeysSql(requests, now))) as unknown as { rows: { scope: string; key: string }[] };
  return claimedOnes(requests, inserted.rows);
}

/** The statement of claimNewKeys (returning scope and key of each claimed), for a caller that folds it into one of its own. */
export function claimNewKeysSql(requests: IdempotentRequest[], now: Date): SQL {
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const rows = requests.map((c) => ({ s: c.scope, k: c.key, h: c.hash }));
  return sql`
    insert into idempotency_records (scope, key, request_hash, status, lease_until, created_at)
    select r.s, r.k, r.h, 'in_flight', ${leaseUntil}::timestamptz, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(s text, k text, h text)
    on conflict (scope, key) do nothing returning scope, key`;
}

/** Which requests the claim statement's returned rows say got their key. */
export function claimedOnes(requests: IdempotentRequest[], returned: { scope: string; key: string }[]): boolean[] {
  const won = new Set(returned.map((r) => `${r.key}\n${r.scope}`));
  return requests.map((c) => won.delete(`${c.key}\n${c.scope}`));
}

/** Stores the answers of claimed keys, in one statement however many. */
export async function storeAnswers(db: DbOrTx, answers: (IdempotentRequest & { answer: StoredAnswer })[]) {
  await db.execute(storeAnswersSql(answers));
}

/** The statement of storeAnswers, for a caller that folds it into one of its own. */
export function storeAnswersSql(answers: (IdempotentRequest & { answer: StoredAnswer })[]): SQL {
  const rows = answers.map((a) => ({ s: a.scope, k: a.key, st: a.answer.status, b: JSON.stringify(a.answer.body) }));
  return sql`
    update idempotency_records r set status = 'done', response_status = a.st, response_body = a.b
    from ${jsonRows(rows, 'a', 's text, k text, st int, b text')}
    where r.scope = a.s and r.key = a.k`;
}

/** Gives claimed keys back (nothing was stored for them): the next try of each runs afresh. */
export async function releaseKeys(db: DbOrTx, requests: IdempotentRequest[]) {
  await db.execute(releaseKeysSql(requests));
}

/** The statement of releaseKeys, for a caller that sends it with others. */
export function releaseKeysSql(requests: IdempotentRequest[]): SQL {
  const rows = requests.map((r) => ({ s: r.scope, k: r.key }));
  return sql`
    delete from idempotency_records r using ${jsonRows(rows, 'k', 's text, k text')}
    where r.scope = k.s and r.key = k.k and r.status = 'in_flight'`;
}

// Requests arriving together claim their keys, and store their answers, in one statement each.
const claimTogether = coalescerPer((ctx: AppContext) =>
  coalescer(async (requests: IdempotentRequest[]) => (await claimNewKeys(ctx.db, requests, ctx.clock.now())).map(success), { maxBatch: 200, concurrency: 2 }),
);
const storeTogether = coalescerPer((ctx: AppContext) =>
  coalescer(
    async (answers: (IdempotentRequest & { answer: StoredAnswer })[]) => {
      await storeAnswers(ctx.db, answers);
      return answers.map(() => success(undefined));
    },
    { maxBatch: 200, concurrency: 2 },
  ),
);

/** The key is already there: a replay of its answer, a refusal, or (lease run out) a second run. */
async function claimExisting(ctx: AppContext, req: IdempotentRequest): Promise<StoredAnswer | 'run'> {
  const found = (await ctx.db.execute(sql`
    select request_hash, status, response_status, response_body from idempotency_records
    where scope = ${req.scope} and key = ${req.key}`)) as unknown as {
    rows: { request_hash: string; status: string; response_status: number | null; response_body: string | null }[];
  };
  const record = found.rows[0];
  if (!record) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  if (record.request_hash !== req.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (record.status === 'done') return { status: record.response_status ?? 200, body: JSON.parse(record.response_body ?? 'null') };
  // In flight: only a lease that ran out (its process died) may be taken over, by one retry.
  const now = ctx.clock.now();
  const takeover = (await ctx.db.execute(sql`
    update idempotency_records set lease_until = ${new Date(now.getTime() + LEASE_MS)}
    where scope = ${req.scope} and key = ${req.key} and status = 'in_flight' and lease_until < ${now}
    returning key`)) as unknown as { rows: unknown[] };
  if (takeover.rows.length) return 'run';
  throw new AppError('IDEMPOTENCY_IN_FLIGHT');
}

/**
 * Runs `run` once per key: claims the key, runs, stores the answer (a refusal too) and returns
 * it; a retry gets the stored answer. `run` returns the success body.
 */
export async function answerOnce(ctx: AppContext, request: Pick<FastifyRequest, 'headers'>, req: IdempotentRequest, run: () => Promise<unknown>): Promise<SentAnswer> {
  if (!(await claimTogether(ctx)(req))) {
    const existing = await claimExisting(ctx, req);
    if (existing !== 'run') return { ...existing, replayed: true };
  }
  let answer: StoredAnswer;
  try {
    answer = { status: 200, body: await run() };
  } catch (error) {
    if (!(error instanceof AppError)) {
      // After an unexpected fault nothing is stored, so the member's retry runs again (safely, see above).
      await releaseKeys(ctx.db, [req]);
      throw error;
    }
    // A refusal is an answer too: the retry gets the same refusal, not a second attempt.
    answer = { status: error.statusCode, body: errorBody(request, error.key, error.params, error.extra) };
  }
  await storeTogether(ctx)({ ...req, answer });
  return { ...answer, replayed: false };
}

import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { AppError } from './app-error.ts';

// HTTP idempotency for money-moving POSTs. The first answer to (member, route, key) is stored
// and replayed to any retry, refusals included; a retry with another body is refused; a retry
// while the first is still running is refused with IN_FLIGHT. A process that dies mid-request
// leaves a lease that runs out, after which a retry may run again — which is safe because the
// use cases derive their ledger idempotency keys from this key, so the money moves once.

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;
const LEASE_MS = 60_000;

export type StoredAnswer = { status: number; body: unknown };
export type IdempotencyClaim = { key: string; scope: string } & ({ kind: 'run' } | { kind: 'replay'; answer: StoredAnswer });

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export async function claimIdempotencyKey(ctx: AppContext, request: FastifyRequest, memberId: number | null): Promise<IdempotencyClaim> {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {}, { field: 'Idempotency-Key' });
  const scope = `${memberId ?? 'anonymous'}:${request.method} ${request.routeOptions.url}`;
  const hash = crypto.createHash('sha256').update(canonical(request.body)).digest('hex');
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);

  const claimed = (await ctx.db.execute(sql`
    insert into idempotency_records (scope, key, request_hash, status, lease_until, created_at)
    values (${scope}, ${key}, ${hash}, 'in_flight', ${leaseUntil}, ${now})
    on conflict (scope, key) do nothing returning key`)) as unknown as { rows: unknown[] };
  if (claimed.rows.length) return { kind: 'run', key, scope };

  const found = (await ctx.db.execute(sql`
    select request_hash, status, response_status, response_body, lease_until from idempotency_records
    where scope = ${scope} and key = ${key}`)) as unknown as {
    rows: { request_hash: string; status: string; response_status: number | null; response_body: string | null; lease_until: Date | string }[];
  };
  const record = found.rows[0];
  if (!record) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  if (record.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (record.status === 'done') {
    return { kind: 'replay', key, scope, answer: { status: record.response_status ?? 200, body: JSON.parse(record.response_body ?? 'null') } };
  }
  // In flight: only a lease that ran out (its process died) may be taken over, by one retry.
  const takeover = (await ctx.db.execute(sql`
    update idempotency_records set lease_until = ${leaseUntil}
    where scope = ${scope} and key = ${key} and status = 'in_flight' and lease_until < ${now}
    returning key`)) as unknown as { rows: unknown[] };
  if (takeover.rows.length) return { kind: 'run', key, scope };
  throw new AppError('IDEMPOTENCY_IN_FLIGHT');
}

export async function storeIdempotentAnswer(ctx: AppContext, claim: IdempotencyClaim, answer: StoredAnswer) {
  await ctx.db.execute(sql`
    update idempotency_records set status = 'done', response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
    where scope = ${claim.scope} and key = ${claim.key}`);
}

/** After an unexpected fault nothing is stored, so the member's retry runs again (safely, see above). */
export async function releaseIdempotencyKey(ctx: AppContext, claim: IdempotencyClaim) {
  await ctx.db.execute(sql`delete from idempotency_records where scope = ${claim.scope} and key = ${claim.key} and status = 'in_flight'`);
}

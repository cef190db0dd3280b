import type { FastifyRequest } from 'fastify';
import type { TEndpointAudit } from '@scoreline/contract/api/admin-access';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import type { AppContext } from '../../../app-context.ts';
import { adminAuditLog } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { auditTargets, jsonSafe, type AuditSnapshot } from './audit-targets.ts';
import { redactSecrets } from './redact.ts';

// One audit row per admin write, refusals included: the call runs inside `audited`, which
// loads the target before, and after the call whatever its outcome, then writes the row before
// the answer leaves. A role refusal, a validation refusal and a use case's refusal are thrown
// through here, so they are recorded with their catalogue code too.

type Actor = { id: number | null; username: string; role: string };

// Sign-in routes have no session yet: they name the admin they are about once known, with the
// admin's row as it was before the step (so the row's before and after show what the step changed:
// the failure count, the lock, the enrolment, not every field as new).
const identified = new WeakMap<FastifyRequest, Actor & { before: AuditSnapshot }>();
export async function identifyForAudit(ctx: AppContext, request: FastifyRequest, admin: { id: number; username: string; role: string }) {
  const before = await auditTargets.admin(ctx.db, String(admin.id));
  identified.set(request, { id: admin.id, username: admin.username, role: admin.role, before });
}

/** A sign-in step's admin as loaded before the step, when the row is about that admin. */
function selfBefore(request: FastifyRequest, targetId: string | null): AuditSnapshot | undefined {
  const self = identified.get(request);
  return self && targetId === String(self.id) ? self.before : undefined;
}

function actorOf(request: FastifyRequest, body: Record<string, unknown>): Actor {
  const known = request.admin ?? identified.get(request);
  if (known) return { id: known.id, username: known.username, role: known.role };
  // A refused sign-in with a name no admin has: kept as typed, to see guessing.
  return { id: null, username: typeof body.username === 'string' ? body.username.slice(0, 40) : '(unknown)', role: 'none' };
}

const idValue = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.length <= 80) ? String(v) : null);

/**
 * `bodyNamesTarget`: the endpoint's request names its target by `spec.id`. A write that creates
 * its row names it only in its answer, and an id sent in its body anyway (which validation
 * drops) must not become the row's target (QA: a create "about match 3" that made match 17).
 */
export async function audited<T extends { code: number; data?: unknown }>(
  ctx: AppContext,
  action: string,
  spec: TEndpointAudit,
  request: FastifyRequest,
  serve: () => Promise<T>,
  bodyNamesTarget: boolean,
): Promise<T> {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const load = (id: string | null): Promise<AuditSnapshot> => (id === null ? Promise.resolve(null) : auditTargets[spec.target](ctx.db, id));
  const bodyId = spec.id && bodyNamesTarget ? idValue(body[spec.id]) : null;
  const before = await load(bodyId);
  let resultCode: number = ERRORS.SERVER_ABNORMAL.code;
  let resultParams: Record<string, string | number> | null = null;
  let answer: T | undefined;
  try {
    answer = await serve();
    resultCode = answer.code;
    return answer;
  } catch (error) {
    if (error instanceof AppError) {
      resultCode = error.code;
      if (Object.keys(error.params).length) resultParams = error.params;
    }
    throw error;
  } finally {
    const actor = actorOf(request, body);
    const data = answer?.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : {};
    // A write that creates its row names it in the answer; sign-in and sign-out are about the admin themselves.
    const targetId = bodyId ?? (spec.id ? idValue(data[spec.id]) : null) ?? (spec.target === 'admin' && !spec.id && actor.id !== null ? String(actor.id) : null);
    await ctx.db.insert(adminAuditLog).values({
      adminId: actor.id,
      adminUsername: actor.username,
      role: actor.role,
      action,
      targetType: spec.target,
      targetId,
      before: targetId === bodyId ? before : (selfBefore(request, targetId) ?? null),
      // A write with no one row (an import of many matches) keeps what it answered: what it made.
      after: targetId === null && answer?.data != null ? jsonSafe(answer.data) : await load(targetId),
      request: redactSecrets(body),
      resultCode,
      resultParams,
      ip: request.ip,
      requestId: request.id,
      createdAt: ctx.clock.now(),
    });
  }
}

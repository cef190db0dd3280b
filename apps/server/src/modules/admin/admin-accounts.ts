import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminRole } from '@scoreline/contract/api/admin-access';
import type { TAdminAccount, ZCreateAdminRequest } from '@scoreline/contract/api/admin-account-endpoints';
import type { AppContext } from '../../app-context.ts';
import { violatedConstraint, type DbOrTx } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createAdmin, revokeAdminSessions, type AdminRow, type SignedInAdmin } from './admin-auth.ts';
import { sealSecret } from './totp/secret-box.ts';
import { adminActor } from '@scoreline/contract/actor';

// Super admins manage admin accounts. Every change ends the admin's open sessions, so a new role
// or a disabled account takes effect at once. A super admin cannot change, disable or reset
// themselves (ADMIN_SELF_CHANGE): the last super admin cannot lock everyone out by a slip.

const view = (a: AdminRow, lastSignInAt: Date | string | null): TAdminAccount => ({
  id: a.id,
  username: a.username,
  role: a.role as TAdminRole,
  disabled: a.disabled,
  totpEnrolled: a.totpSecret !== null,
  lockedUntil: a.lockedUntil?.toISOString() ?? null,
  createdBy: a.createdBy,
  createdAt: a.createdAt.toISOString(),
  lastSignInAt: lastSignInAt === null ? null : new Date(lastSignInAt).toISOString(),
});

/**
 * Admin rows with the start of their newest session (kind 'session', revoked or not: a sign-in
 * happened), one correlated max per row on admin_sessions_admin_idx; no column of its own.
 */
async function adminViews(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0): Promise<TAdminAccount[]> {
  const rows = await db
    .select({
      a: admins,
      lastSignInAt: sql<Date | string | null>`(select max(s.created_at) from admin_sessions s where s.admin_id = "admins"."id" and s.kind = 'session')`,
    })
    .from(admins)
    .where(where)
    .orderBy(asc(admins.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => view(r.a, r.lastSignInAt));
}

const adminView = async (db: DbOrTx, id: number) => {
  const [row] = await adminViews(db, eq(admins.id, id), 1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export async function listAdmins(ctx: AppContext, page: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    adminViews(ctx.db, undefined, pageSize, (page - 1) * pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(admins),
  ]);
  return { items: rows, total: count?.n ?? 0, page, pageSize };
}

export async function createAdminAccount(ctx: AppContext, input: z.output<typeof ZCreateAdminRequest>, by: SignedInAdmin) {
  try {
    const id = await createAdmin(ctx, input.username, input.password, input.role, adminActor(by.username));
    return await adminView(ctx.db, id);
  } catch (error) {
    if (violatedConstraint(error) === 'admins_username_uq') throw new AppError('ADMIN_EXISTS');
    throw error;
  }
}

/** Changes another admin's row and ends their sessions, in one transaction. */
async function changeOther(ctx: AppContext, id: number, by: SignedInAdmin, change: Partial<typeof admins.$inferInsert>) {
  if (id === by.id) throw new AppError('ADMIN_SELF_CHANGE');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(admins).set(change).where(eq(admins.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await revokeAdminSessions(tx, id, ctx.clock.now());
    return adminView(tx, row.id);
  });
}

export const changeAdminRole = (ctx: AppContext, id: number, role: TAdminRole, by: SignedInAdmin) => changeOther(ctx, id, by, { role });

export const setAdminDisabled = (ctx: AppContext, id: number, disabled: boolean, by: SignedInAdmin) => changeOther(ctx, id, by, { disabled });

/** A lost authenticator: the next sign-in enrols a new one. */
export const resetAdminTotp = (ctx: AppContext, id: number, by: SignedInAdmin) =>
  changeOther(ctx, id, by, { totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null });

/** An authenticator already set up with a known secret: the demo admin (its secret is printed at start) and tests. */
export async function setAdminTotpSecret(ctx: AppContext, id: number, secret: string) {
  await ctx.db
    .update(admins)
    .set({ totpSecret: sealSecret(ctx.config.ADMIN_SECRET_KEY, id, secret), totpPendingSecret: null, totpEnrolledAt: ctx.clock.now(), totpLastStep: null })
    .where(eq(admins.id, id));
}

import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { admins, adminSessions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../members/session-tokens.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from '../members/password-hash.ts';

// Minimal back-office sign-in (the money issue): username + password, 8-hour sessions in the
// `admin-token` header, 5 wrong passwords lock for 30 minutes. Roles, TOTP and the audit log
// come with the back-office issue.

const SESSION_HOURS = 8;

declare module 'fastify' {
  interface FastifyRequest {
    admin: { id: number; username: string; role: string } | null;
  }
}

export type AdminRow = typeof admins.$inferSelect;

/** The admin with this name (case-insensitive), if any. */
export async function findAdminByName(ctx: AppContext, username: string): Promise<AdminRow | null> {
  const [admin] = await ctx.db.select().from(admins).where(sql`lower(${admins.username}) = lower(${username})`).limit(1);
  return admin ?? null;
}

export async function adminSignIn(ctx: AppContext, admin: AdminRow | null, input: { password: string }) {
  const now = ctx.clock.now();
  if (!admin) {
    await burnVerifyTime(input.password);
    throw new AppError('WRONG_CREDENTIALS');
  }
  if (admin.lockedUntil && admin.lockedUntil > now) throw new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil((admin.lockedUntil.getTime() - now.getTime()) / 60_000) });
  if (!(await verifyPassword(admin.passwordHash, input.password))) {
    const [counted] = await ctx.db
      .update(admins)
      .set({
        failedLoginCount: sql`${admins.failedLoginCount} + 1`,
        lockedUntil: sql`case when ${admins.failedLoginCount} + 1 >= 5 then ${new Date(now.getTime() + 30 * 60_000)}::timestamptz else null end`,
      })
      .where(eq(admins.id, admin.id))
      .returning({ failures: admins.failedLoginCount });
    throw new AppError((counted?.failures ?? 0) >= 5 ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS', { minutes: 30 });
  }
  await ctx.db.update(admins).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(admins.id, admin.id));
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600_000);
  await ctx.db.insert(adminSessions).values({ adminId: admin.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), admin: { id: admin.id, username: admin.username, role: admin.role } };
}

export function adminAuth(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const raw = request.headers['admin-token'];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const [row] = await ctx.db
      .select({ id: admins.id, username: admins.username, role: admins.role })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, ctx.clock.now())))
      .limit(1);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    request.admin = row;
  };
}

export function signedInAdmin(request: FastifyRequest) {
  if (!request.admin) throw new AppError('NOT_LOGGED_IN');
  return request.admin;
}

/** Creates an admin (demo seed, tests); refuses a taken name through the unique index. */
export async function createAdmin(ctx: AppContext, username: string, password: string, role = 'super_admin') {
  const [row] = await ctx.db.insert(admins).values({ username, passwordHash: await hashPassword(password), role, createdAt: ctx.clock.now() }).returning({ id: admins.id });
  return row!.id;
}

import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TAdminRole } from '@scoreline/contract/api/admin-access';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admins, adminSessions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../members/session-tokens.ts';
import { hashPassword } from '../members/password-hash.ts';
import { adminActor } from '@scoreline/contract/actor';

// Back-office sessions: 256-bit random tokens in the `admin-token` header, stored as SHA-256.
// Two kinds share the table: 'totp' tickets (password accepted, code still owed, 5 minutes,
// single use) and 'session' (signed in; only these open admin routes). Sign-in itself is
// admin-sign-in.ts.

export type SignedInAdmin = { id: number; username: string; role: TAdminRole; sessionId: number; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
}

export type AdminRow = typeof admins.$inferSelect;

/** The admin with this name (case-insensitive), if any. */
export async function findAdminByName(ctx: AppContext, username: string): Promise<AdminRow | null> {
  const [admin] = await ctx.db.select().from(admins).where(sql`lower(${admins.username}) = lower(${username})`).limit(1);
  return admin ?? null;
}

/** A new session or ticket row; the token itself is only returned, never stored. */
export async function openAdminSession(db: DbOrTx, input: { adminId: number; kind: 'session' | 'totp'; now: Date; expiresAt: Date; ip: string | null }) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({ adminId: input.adminId, tokenHash: hashToken(token), kind: input.kind, ip: input.ip, createdAt: input.now, expiresAt: input.expiresAt });
  return token;
}

/** Ends every open session and ticket of the admin (disabled, role changed, authenticator reset). */
export async function revokeAdminSessions(db: DbOrTx, adminId: number, now: Date) {
  await db.update(adminSessions).set({ revokedAt: now }).where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
}

/** preHandler of auth 'admin' routes: a live 'session' of an admin who is not disabled. */
export function adminAuth(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const raw = request.headers['admin-token'];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const [row] = await ctx.db
      .select({ id: admins.id, username: admins.username, role: admins.role, disabled: admins.disabled, sessionId: adminSessions.id, expiresAt: adminSessions.expiresAt })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(and(eq(adminSessions.tokenHash, hashToken(token)), eq(adminSessions.kind, 'session'), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, ctx.clock.now())))
      .limit(1);
    if (!row) throw new AppError('NOT_LOGGED_IN');
    if (row.disabled) throw new AppError('ACCOUNT_DISABLED');
    request.admin = { id: row.id, username: row.username, role: row.role as TAdminRole, sessionId: row.sessionId, expiresAt: row.expiresAt };
  };
}

export function signedInAdmin(request: FastifyRequest) {
  if (!request.admin) throw new AppError('NOT_LOGGED_IN');
  return request.admin;
}

/** The signed-in admin as the rows they write record them ("admin:<name>", contract actor.ts). */
export const signedInActor = (request: FastifyRequest) => adminActor(signedInAdmin(request).username);

/** Creates an admin without an authenticator (enrolled at the first sign-in); a taken name fails on the unique index. */
export async function createAdmin(ctx: AppContext, username: string, password: string, role: TAdminRole = 'super_admin', createdBy: string | null = null) {
  const [row] = await ctx.db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(password), role, createdBy, createdAt: ctx.clock.now() })
    .returning({ id: admins.id });
  return row!.id;
}

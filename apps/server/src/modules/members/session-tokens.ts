import crypto from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberSessions } from '../../db/schema.ts';

// Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak does
// not hand out live sessions.

export function hashToken(token: string): string {
  return crypto.hash('sha256', token, 'hex');
}

export async function createSession(tx: DbOrTx, memberId: number, now: Date, ttlHours: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
  await tx.insert(memberSessions).values({ memberId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type SessionMember = { sessionId: number; memberId: number; status: string };

/** The live sessions among these token hashes (columns token_hash, session_id, member_id, status): the request gate looks them up. */
export function liveSessionsSql(hashes: string[], now: Date): SQL {
  return sql`
    select s.token_hash, s.id as session_id, m.id as member_id, m.status from member_sessions s join members m on m.id = s.member_id
    where s.token_hash = any(array(select json_array_elements_text(${JSON.stringify([...new Set(hashes)])}::json)))
      and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz`;
}
export type LiveSessionRow = { token_hash: string; session_id: number | string; member_id: number | string; status: string };
export const sessionOfRow = (r: LiveSessionRow): SessionMember => ({ sessionId: Number(r.session_id), memberId: Number(r.member_id), status: r.status });

export async function revokeSession(tx: DbOrTx, sessionId: number, now: Date) {
  await tx.update(memberSessions).set({ revokedAt: now }).where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every session the member holds (a lock by support: unlocking must not revive a stolen token). */
export async function revokeMemberSessions(tx: DbOrTx, memberId: number, now: Date) {
  await tx.update(memberSessions).set({ revokedAt: now }).where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

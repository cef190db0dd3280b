import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, memberSessions } from '../../db/schema.ts';

// Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak does
// not hand out live sessions.

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(tx: DbOrTx, memberId: number, now: Date, ttlHours: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
  await tx.insert(memberSessions).values({ memberId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type SessionMember = { sessionId: number; memberId: number; status: string };

export async function findSession(tx: DbOrTx, token: string, now: Date): Promise<SessionMember | null> {
  const [row] = await tx
    .select({ sessionId: memberSessions.id, memberId: members.id, status: members.status })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, hashToken(token)), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(tx: DbOrTx, sessionId: number, now: Date) {
  await tx.update(memberSessions).set({ revokedAt: now }).where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

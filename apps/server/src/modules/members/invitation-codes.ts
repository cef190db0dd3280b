import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invitationCodes, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

// Codes avoid look-alike characters (0/O, 1/I/L) because members read them aloud and type them.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function normalizeInviteCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

function randomCode(): string {
  const bytes = crypto.randomBytes(LENGTH);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Gives a member a fresh invitation code (retrying the rare collision). */
export async function issueInvitationCode(tx: DbOrTx, memberId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode();
    const inserted = await tx.insert(invitationCodes).values({ code, memberId, createdAt: now }).onConflictDoNothing().returning();
    if (inserted.length) return code;
  }
  throw new Error('could not find a free invitation code');
}

/** The inviter of a code, refusing unknown and expired codes with their own codes. */
export async function resolveInviter(tx: DbOrTx, rawCode: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ memberId: invitationCodes.memberId, expiresAt: invitationCodes.expiresAt, status: members.status })
    .from(invitationCodes)
    .innerJoin(members, eq(members.id, invitationCodes.memberId))
    .where(eq(invitationCodes.code, normalizeInviteCode(rawCode)))
    .limit(1);
  if (!row) throw new AppError('INVITE_CODE_NOT_FOUND', {}, { field: 'inviteCode' });
  // A replaced code, or one whose owner the operator has disabled, no longer recruits.
  if ((row.expiresAt && row.expiresAt.getTime() <= now.getTime()) || row.status !== 'active') {
    throw new AppError('INVITE_CODE_EXPIRED', {}, { field: 'inviteCode' });
  }
  return row.memberId;
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TLoginMember } from '@scoreline/contract/api/member-auth';
import { maskPhone } from '@scoreline/contract/validators';
import type { DbOrTx } from '../../db/client.ts';
import { invitationCodes, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberBalances } from '../ledger/member-accounts.ts';

/** The signed-in member as the app shows it (getLoginMember, and the answer to sign-in). */
export async function loginMemberView(tx: DbOrTx, memberId: number): Promise<TLoginMember> {
  const [row] = await tx
    .select({
      id: members.id,
      username: members.username,
      avatar: members.avatar,
      vipLevel: members.vipLevel,
      phone: members.phone,
      email: members.email,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
      inviteCode: invitationCodes.code,
    })
    .from(members)
    .leftJoin(invitationCodes, and(eq(invitationCodes.memberId, members.id), isNull(invitationCodes.expiresAt)))
    .where(eq(members.id, memberId))
    .orderBy(desc(invitationCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  const balances = await memberBalances(tx, memberId);
  return {
    uid: row.id,
    username: row.username,
    avatar: row.avatar,
    balance: balances.available,
    frozen: balances.frozen,
    vipLevel: row.vipLevel,
    inviteCode: row.inviteCode ?? '',
    phone: maskPhone(row.phone),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

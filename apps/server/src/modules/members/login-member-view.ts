import { eq, sql } from 'drizzle-orm';
import type { TLoginMember } from '@scoreline/contract/api/member-auth';
import { maskPhone } from '@scoreline/contract/validators';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';

// The app calls getLoginMember on every screen, so the whole view is one statement: member row,
// current invitation code and both wallet balances (scalar subqueries on unique keys).
const balanceOf = (code: string) =>
  sql<string>`(select (credits_posted - debits_posted)::text from ledger_accounts where code = ${code})`;

/** The signed-in member as the app shows it (getLoginMember, and the answer to sign-in). */
export async function loginMemberView(tx: DbOrTx, memberId: number): Promise<TLoginMember> {
  const [row] = await tx
    .select({
      id: members.id,
      username: members.username,
      avatar: members.avatar,
      vipLevel: members.vipLevel,
      realName: members.realName,
      phone: members.phone,
      email: members.email,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
      inviteCode: sql<string | null>`(select code from invitation_codes where member_id = ${members.id} and expires_at is null order by created_at desc limit 1)`,
      available: balanceOf(memberAccountCode(memberId, 'available')),
      frozen: balanceOf(memberAccountCode(memberId, 'frozen')),
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return {
    uid: row.id,
    username: row.username,
    avatar: row.avatar,
    balance: Number(row.available ?? 0),
    frozen: Number(row.frozen ?? 0),
    vipLevel: row.vipLevel,
    realName: row.realName,
    inviteCode: row.inviteCode ?? '',
    phone: maskPhone(row.phone),
    email: row.email,
    createdAt: toIso(row.createdAt),
    lastLoginAt: row.lastLoginAt ? toIso(row.lastLoginAt) : null,
  };
}

const toIso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

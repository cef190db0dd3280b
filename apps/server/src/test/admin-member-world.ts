import { sql } from 'drizzle-orm';
import { createAdminWithTotp } from './admin-session.ts';
import type { SampleRequest } from './admin-world.ts';
import type { TestApp } from './test-app.ts';

// The members part of the admin world (test/admin-world.ts): a member with an invitee, and two
// balance corrections proposed by a finance admin other than whoever decides them in the tests.

export async function adminMemberSamples(t: TestApp): Promise<Record<string, SampleRequest>> {
  const member = await t.register();
  await t.register({ inviteCode: member.member.inviteCode });
  const uid = member.member.uid as number;
  const proposer = await createAdminWithTotp(t.ctx, `proposer_${process.pid % 1000}`, 'proposer admin pass', 'finance');
  const proposals = (await t.ctx.db.execute(sql`
    insert into balance_corrections (member_id, amount, reason, proposed_by, proposed_at)
    values (${uid}, 1000, 'role and audit tests: approve', ${proposer.id}, ${t.clock.now()}),
           (${uid}, 2000, 'role and audit tests: reject', ${proposer.id}, ${t.clock.now()})
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const [toApprove, toReject] = proposals.rows.map((r) => Number(r.id));
  const reason = 'back-office test';
  return {
    adminMemberSearch: { query: `?q=${member.username}` },
    adminMember: { query: `?id=${uid}` },
    adminMemberDeposits: { query: `?id=${uid}` },
    adminMemberWithdrawals: { query: `?id=${uid}` },
    adminMemberBankAccounts: { query: `?id=${uid}` },
    adminMemberBill: { query: `?id=${uid}` },
    adminMemberTeam: { query: `?id=${uid}` },
    adminMemberLogins: { query: `?id=${uid}` },
    adminMemberRelated: { query: `?id=${uid}` },
    adminSetMemberStatus: { body: { memberId: uid, status: 'disabled', reason } },
    adminSetMemberVip: { body: { memberId: uid, vipLevel: 2, reason } },
    adminFlagMultiAccount: { body: { memberId: uid, flagged: true, note: reason } },
    adminSetDepositChannelBlock: { body: { memberId: uid, channel: 'online', blocked: true, reason } },
    adminCorrectionMember: { query: `?q=${uid}` },
    adminBalanceCorrections: { query: '?status=proposed' },
    adminProposeCorrection: { body: { memberId: uid, amount: 500, reason: 'role and audit tests: propose' } },
    adminApproveCorrection: { body: { id: toApprove } },
    adminRejectCorrection: { body: { id: toReject, note: reason } },
  };
}

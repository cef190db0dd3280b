import type { FastifyInstance } from 'fastify';
import { adminMemberEndpoints as e } from '@scoreline/contract/api/admin-member-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInAdmin } from '../admin/admin-auth.ts';
import { approveCorrection, correctionMember, listCorrections, proposeCorrection, rejectCorrection } from './balance-corrections.ts';
import { flagMultiAccount, setDepositChannelBlock, setMemberStatus, setMemberVip } from './member-actions.ts';
import {
  memberBankAccounts,
  memberDeposits,
  memberDetail,
  memberLedgerBill,
  memberLoginHistory,
  memberTeam,
  memberWithdrawals,
  relatedAccounts,
} from './member-page.ts';
import { searchMembers } from './member-search.ts';

/** The back office's members (support) and balance corrections (finance): see the contract. */
export function adminMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, e.adminMemberSearch, ({ query }) => searchMembers(ctx, query));
  defineRoute(app, ctx, e.adminMember, ({ query }) => memberDetail(ctx, ctx.db, query.id));
  defineRoute(app, ctx, e.adminMemberDeposits, ({ query }) => memberDeposits(ctx, query.id, query));
  defineRoute(app, ctx, e.adminMemberWithdrawals, ({ query }) => memberWithdrawals(ctx, query.id, query));
  defineRoute(app, ctx, e.adminMemberBankAccounts, ({ query }) => memberBankAccounts(ctx, query.id));
  defineRoute(app, ctx, e.adminMemberBill, ({ query }) => memberLedgerBill(ctx, query.id, query));
  defineRoute(app, ctx, e.adminMemberTeam, ({ query }) => memberTeam(ctx, query.id, query));
  defineRoute(app, ctx, e.adminMemberLogins, ({ query }) => memberLoginHistory(ctx, query.id, query));
  defineRoute(app, ctx, e.adminMemberRelated, ({ query }) => relatedAccounts(ctx, query.id));

  defineRoute(app, ctx, e.adminSetMemberStatus, async ({ body }) => {
    await setMemberStatus(ctx, body.memberId, body.status);
    return memberDetail(ctx, ctx.db, body.memberId);
  });
  defineRoute(app, ctx, e.adminSetMemberVip, async ({ body }) => {
    await setMemberVip(ctx, body.memberId, body.vipLevel);
    return memberDetail(ctx, ctx.db, body.memberId);
  });
  defineRoute(app, ctx, e.adminFlagMultiAccount, async ({ body }) => {
    await flagMultiAccount(ctx, body.memberId, body.flagged, body.note);
    return memberDetail(ctx, ctx.db, body.memberId);
  });
  defineRoute(app, ctx, e.adminSetDepositChannelBlock, async ({ body }) => {
    await setDepositChannelBlock(ctx, body.memberId, body.channel, body.blocked);
    return memberDetail(ctx, ctx.db, body.memberId);
  });

  defineRoute(app, ctx, e.adminCorrectionMember, ({ query }) => correctionMember(ctx, query.q));
  defineRoute(app, ctx, e.adminBalanceCorrections, ({ query }) => listCorrections(ctx, query));
  defineRoute(app, ctx, e.adminProposeCorrection, ({ body, request }) => proposeCorrection(ctx, signedInAdmin(request), body));
  defineRoute(app, ctx, e.adminApproveCorrection, ({ body, request }) => approveCorrection(ctx, signedInAdmin(request), body.id));
  defineRoute(app, ctx, e.adminRejectCorrection, ({ body, request }) => rejectCorrection(ctx, signedInAdmin(request), body.id, body.note));
}

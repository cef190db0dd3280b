import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { vipProgress } from '../deposits/vip-climb.ts';
import { loginMemberView } from '../members/login-member-view.ts';
import { walletPasswordStatus } from '../wallet-password/wallet-password-status.ts';
import { memberBill } from './member-bill.ts';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, walletEndpoints.walletSummary, async ({ request }) => {
    const memberId = signedInMember(request).memberId;
    // The signed-in member's view already reads both balances and the VIP level in one statement.
    const [levels, smallestDeposit] = await Promise.all([ctx.settings.get('vip.levels'), ctx.settings.get('deposit.minKobo')]);
    const [member, password, vipNext] = await Promise.all([loginMemberView(ctx.db, memberId), walletPasswordStatus(ctx, memberId), vipProgress(ctx.db, memberId, levels, smallestDeposit)]);
    return { available: member.balance, frozen: member.frozen, vipLevel: member.vipLevel, vipNext, sandbox: ctx.payments.isSandbox, walletPasswordSet: password.isSet };
  });
  defineRoute(app, ctx, walletEndpoints.bill, ({ query, request }) => memberBill(ctx, signedInMember(request).memberId, query));
}

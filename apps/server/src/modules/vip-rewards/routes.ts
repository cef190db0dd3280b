import type { FastifyInstance } from 'fastify';
import { vipRewardEndpoints } from '@scoreline/contract/api/vip-reward-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { claimDailyReward, dailyReward } from './daily-reward.ts';

export function vipRewardRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, vipRewardEndpoints.dailyReward, ({ request }) => dailyReward(ctx, signedInMember(request).memberId));
  defineRoute(app, ctx, vipRewardEndpoints.claimDailyReward, ({ request }) => claimDailyReward(ctx, signedInMember(request).memberId));
}

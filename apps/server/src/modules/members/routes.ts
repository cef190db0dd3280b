import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@scoreline/contract/api/endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { createCaptcha } from './captcha.ts';
import { loginMemberView } from './login-member-view.ts';
import { registerMember, type DeviceInfo } from './register-member.ts';
import { revokeSession } from './session-tokens.ts';
import { signIn } from './sign-in.ts';

const deviceOf = (request: FastifyRequest): DeviceInfo => ({
  ip: request.ip,
  deviceUid: request.deviceUid,
  userAgent: request.headers['user-agent']?.slice(0, 512),
});

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, endpoints.captcha, () => createCaptcha(ctx));
  defineRoute(app, ctx, endpoints.register, ({ body, request }) => registerMember(ctx, body, deviceOf(request)));
  defineRoute(app, ctx, endpoints.login, ({ body, request }) => signIn(ctx, body, deviceOf(request)));
  defineRoute(app, ctx, endpoints.logout, async ({ request }) => {
    await revokeSession(ctx.db, signedInMember(request).sessionId, ctx.clock.now());
    return null;
  });
  defineRoute(app, ctx, endpoints.getLoginMember, ({ request }) => loginMemberView(ctx.db, signedInMember(request).memberId));
}

import type { FastifyInstance } from 'fastify';
import { endpoints } from '@scoreline/contract/api/endpoints';
import { pickLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { changeWalletPassword } from './change-wallet-password.ts';
import { requestWalletPasswordCode } from './request-wallet-password-code.ts';
import { resetWalletPassword } from './reset-wallet-password.ts';
import { setWalletPassword } from './set-wallet-password.ts';
import { walletPasswordStatus } from './wallet-password-status.ts';

export function walletPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, endpoints.walletPasswordStatus, ({ request }) => walletPasswordStatus(ctx, signedInMember(request).memberId));
  defineRoute(app, ctx, endpoints.walletPasswordSet, ({ body, request }) => setWalletPassword(ctx, signedInMember(request).memberId, body));
  defineRoute(app, ctx, endpoints.walletPasswordChange, ({ body, request }) => changeWalletPassword(ctx, signedInMember(request).memberId, body));
  defineRoute(app, ctx, endpoints.walletPasswordRequestCode, ({ body, request }) =>
    requestWalletPasswordCode(ctx, signedInMember(request).memberId, body, { locale: pickLocale(request.headers['accept-language']), log: request.log }),
  );
  defineRoute(app, ctx, endpoints.walletPasswordReset, ({ body, request }) => resetWalletPassword(ctx, signedInMember(request).memberId, body));
}

import type { FastifyInstance } from 'fastify';
import { adminSettingsEndpoints } from '@scoreline/contract/api/admin-settings-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { changeSetting, listSettings, settingHistory } from './admin-settings.ts';

/** Configuration (adminSettingsEndpoints): super admins change, auditors read. */
export function adminSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminSettingsEndpoints.adminSettings, () => listSettings(ctx));
  defineRoute(app, ctx, adminSettingsEndpoints.adminChangeSetting, ({ body, request }) => changeSetting(ctx, body, signedInActor(request)));
  defineRoute(app, ctx, adminSettingsEndpoints.adminSettingHistory, ({ query }) => settingHistory(ctx, query.key));
}

import type { FastifyInstance } from 'fastify';
import { adminContentEndpoints, memberContentEndpoints } from '@scoreline/contract/api/admin-content-endpoints';
import { pickLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/member-auth.ts';
import { signedInAdmin } from '../admin/admin-auth.ts';
import { listAnnouncements, publishAnnouncement, publishedAnnouncements, saveAnnouncement } from './announcements.ts';
import { listSends, markRead, memberMessages, sendMessage } from './messages.ts';

/** Announcements and member messages: support writes them, members read them. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => `admin:${signedInAdmin(request).username}`;
  defineRoute(app, ctx, adminContentEndpoints.adminAnnouncements, ({ query }) => listAnnouncements(ctx, query));
  defineRoute(app, ctx, adminContentEndpoints.adminSaveAnnouncement, ({ body, request }) => saveAnnouncement(ctx, body, actor(request)));
  defineRoute(app, ctx, adminContentEndpoints.adminPublishAnnouncement, ({ body }) => publishAnnouncement(ctx, body));
  defineRoute(app, ctx, adminContentEndpoints.adminMessages, ({ query }) => listSends(ctx, query));
  defineRoute(app, ctx, adminContentEndpoints.adminSendMessage, ({ body, request }) => sendMessage(ctx, body, actor(request)));

  defineRoute(app, ctx, memberContentEndpoints.announcements, ({ request }) => publishedAnnouncements(ctx, pickLocale(request.headers['accept-language'])));
  defineRoute(app, ctx, memberContentEndpoints.messages, ({ query, request }) => memberMessages(ctx, signedInMember(request).memberId, query));
  defineRoute(app, ctx, memberContentEndpoints.messageRead, ({ body, request }) => markRead(ctx, signedInMember(request).memberId, body.id));
}

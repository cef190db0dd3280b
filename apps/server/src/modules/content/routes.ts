import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminContentEndpoints, memberContentEndpoints } from '@scoreline/contract/api/admin-content-endpoints';
import { pickLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { listAnnouncements, publishAnnouncement, publishedAnnouncement, publishedAnnouncements, saveAnnouncement } from './announcements.ts';
import { listSends, markRead, memberMessage, memberMessages, sendMessage } from './messages.ts';

/** Announcements and member messages: support writes them, members read them. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminContentEndpoints.adminAnnouncements, ({ query }) => listAnnouncements(ctx, query));
  defineRoute(app, ctx, adminContentEndpoints.adminSaveAnnouncement, ({ body, request }) => saveAnnouncement(ctx, body, signedInActor(request)));
  defineRoute(app, ctx, adminContentEndpoints.adminPublishAnnouncement, ({ body }) => publishAnnouncement(ctx, body));
  defineRoute(app, ctx, adminContentEndpoints.adminMessages, ({ query }) => listSends(ctx, query));
  defineRoute(app, ctx, adminContentEndpoints.adminSendMessage, ({ body, request }) => sendMessage(ctx, body, signedInActor(request)));

  const locale = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);
  defineRoute(app, ctx, memberContentEndpoints.announcements, ({ request }) => publishedAnnouncements(ctx, locale(request)));
  defineRoute(app, ctx, memberContentEndpoints.announcementDetail, ({ query, request }) => publishedAnnouncement(ctx, locale(request), query.id));
  defineRoute(app, ctx, memberContentEndpoints.messages, ({ query, request }) => memberMessages(ctx, signedInMember(request).memberId, query, locale(request)));
  defineRoute(app, ctx, memberContentEndpoints.messageDetail, ({ query, request }) => memberMessage(ctx, signedInMember(request).memberId, query.id, locale(request)));
  defineRoute(app, ctx, memberContentEndpoints.messageRead, ({ body, request }) => markRead(ctx, signedInMember(request).memberId, body.id));
}

import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { ZPaged } from './wallet.ts';

// Content: announcements in en / fr / th (published, unpublished) and messages to one member or
// a segment (support); the member app reads the published announcements in the member's
// language and the member's own messages. Spread into `endpoints` in endpoints.ts.

const ZText = (max: number) => z.string({ error: 'VALIDATION_FAILED' }).trim().min(1, { error: 'VALIDATION_FAILED' }).max(max, { error: 'VALIDATION_FAILED' });
const ZLocalized = (max: number) => z.object({ en: ZText(max), fr: ZText(max), th: ZText(max) }, { error: 'VALIDATION_FAILED' });
const ZId = z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' });
const ZIdQuery = z.object({ id: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }) });
const ZPage = {
  page: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).default(1),
  pageSize: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(200, { error: 'VALIDATION_FAILED' }).default(50),
};

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.object({ en: z.string(), fr: z.string(), th: z.string() }),
  body: z.object({ en: z.string(), fr: z.string(), th: z.string() }),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZSaveAnnouncementRequest = z.object({
  /** Absent: a new (unpublished) announcement. */
  id: ZId.optional(),
  title: ZLocalized(120),
  body: ZLocalized(4000),
});

export const ZPublishAnnouncementRequest = z.object({ id: ZId, published: z.boolean({ error: 'VALIDATION_FAILED' }) });

export const MESSAGE_SEGMENTS = ['member', 'all', 'vip'] as const;
export const ZSendMessageRequest = z
  .object({
    /** One member (memberId or username), every member, or the members of one VIP level. */
    segment: z.enum(MESSAGE_SEGMENTS, { error: 'VALIDATION_FAILED' }),
    memberId: ZId.optional(),
    vipLevel: z.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(0, { error: 'VALIDATION_FAILED' }).max(100, { error: 'VALIDATION_FAILED' }).optional(),
    title: ZText(120),
    body: ZText(4000),
  })
  .refine((b) => b.segment !== 'member' || b.memberId !== undefined, { error: 'a message to one member needs the member', path: ['memberId'] })
  .refine((b) => b.segment !== 'vip' || b.vipLevel !== undefined, { error: 'a message to a VIP level needs the level', path: ['vipLevel'] });

export const ZMessageSend = z.object({
  sendId: z.string(),
  title: z.string(),
  body: z.string(),
  /** "member:12", "all", "vip:3". */
  segment: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TMessageSend = z.infer<typeof ZMessageSend>;

export const ZMemberAnnouncement = z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() });
export const ZMemberMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The match a notice is about (a postponement, a void, a correction, a new kick-off): the member's bets on it are a tap away. Else null. */
  matchId: z.number().int().nullable(),
});

export const adminContentEndpoints = {
  adminAnnouncements: {
    method: 'GET',
    path: '/admin/api/announcements',
    summary: 'Announcements, newest first, published or not; paged',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: z.object(ZPage),
    response: ZPaged(ZAnnouncement),
  },
  adminSaveAnnouncement: {
    method: 'POST',
    path: '/admin/api/announcements/save',
    summary: 'Create an announcement (unpublished) or change its texts (en, fr, th)',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    audit: { target: 'announcement', id: 'id' },
    body: ZSaveAnnouncementRequest,
    response: ZAnnouncement,
  },
  adminPublishAnnouncement: {
    method: 'POST',
    path: '/admin/api/announcements/publish',
    summary: 'Publish or unpublish an announcement',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    audit: { target: 'announcement', id: 'id' },
    body: ZPublishAnnouncementRequest,
    response: ZAnnouncement,
  },
  adminMessages: {
    method: 'GET',
    path: '/admin/api/messages',
    summary: 'Messages sent, newest first, with recipients and how many have read them; paged',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: z.object(ZPage),
    response: ZPaged(ZMessageSend),
  },
  adminSendMessage: {
    method: 'POST',
    path: '/admin/api/messages/send',
    summary: 'Send a message to one member, every member or one VIP level (one row per member, in one statement)',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    audit: { target: 'message', id: 'sendId' },
    body: ZSendMessageRequest,
    response: ZMessageSend,
  },
} as const satisfies Record<string, TEndpoint>;

export const memberContentEndpoints = {
  announcements: {
    method: 'GET',
    path: '/web/announcements',
    summary: "Published announcements in the member's language (Accept-Language), newest first",
    tag: 'member',
    auth: 'optional',
    response: z.object({ items: z.array(ZMemberAnnouncement) }),
  },
  announcementDetail: {
    method: 'GET',
    path: '/web/announcements/detail',
    summary: "One published announcement in the member's language (NOT_FOUND when it is not published)",
    tag: 'member',
    auth: 'optional',
    query: ZIdQuery,
    response: ZMemberAnnouncement,
  },
  messages: {
    method: 'GET',
    path: '/web/messages',
    summary: "The signed-in member's messages, newest first, with the unread count",
    tag: 'member',
    auth: 'member',
    query: z.object(ZPage),
    response: ZPaged(ZMemberMessage).extend({ unread: z.number().int() }),
  },
  messageDetail: {
    method: 'GET',
    path: '/web/messages/detail',
    summary: "One of the signed-in member's messages (NOT_FOUND for another member's); reading it does not mark it read",
    tag: 'member',
    auth: 'member',
    query: ZIdQuery,
    response: ZMemberMessage,
  },
  messageRead: {
    method: 'POST',
    path: '/web/messages/read',
    summary: 'Mark one of the member\'s messages read (or all of them, without an id; NOT_FOUND for an id not theirs)',
    tag: 'member',
    auth: 'member',
    // Strict: a mistyped field would otherwise be dropped and the request read as "mark all" (QA).
    body: z.object({ id: ZId.optional() }).strict(),
    response: z.object({ unread: z.number().int() }),
  },
} as const satisfies Record<string, TEndpoint>;

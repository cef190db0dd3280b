import { apiGet, apiPost } from '../../lib/api-client.ts';
import { API_PATHS } from '../../lib/api-paths.ts';
import { unwrap } from '../../lib/api-envelope.ts';
import type { TAnnouncement, TMessage, TMessagePage } from './messages-types.ts';

// Announcements and the member's messages. Each returns the answer's data or throws ApiError /
// NetworkError. The server answers in the Accept-Language the client sends (the app's language).

export const MESSAGE_PAGE_SIZE = 20;

type TSignal = AbortSignal | undefined;

export async function fetchAnnouncements(signal?: TSignal, quiet = false): Promise<TAnnouncement[]> {
  return unwrap(await apiGet<{ items: TAnnouncement[] }>(API_PATHS.announcements, { signal, background: quiet })).items;
}

export async function fetchAnnouncement(id: number, signal?: TSignal): Promise<TAnnouncement> {
  return unwrap(await apiGet<TAnnouncement>(API_PATHS.announcementDetail, { query: { id }, signal }));
}

export async function fetchMessages(page: number, signal?: TSignal, options: { pageSize?: number; quiet?: boolean } = {}): Promise<TMessagePage> {
  return unwrap(await apiGet<TMessagePage>(API_PATHS.messages, { query: { page, pageSize: options.pageSize ?? MESSAGE_PAGE_SIZE }, signal, background: options.quiet }));
}

export async function fetchMessage(id: number, signal?: TSignal): Promise<TMessage> {
  return unwrap(await apiGet<TMessage>(API_PATHS.messageDetail, { query: { id }, signal }));
}

/** Marks one message read (all of them without an id); the member's unread count after it. */
export async function markMessageRead(id?: number): Promise<number> {
  return unwrap(await apiPost<{ unread: number }>(API_PATHS.messageRead, id === undefined ? {} : { id }, { background: true })).unread;
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAnnouncement, fetchAnnouncements, fetchMessage, fetchMessages, markMessageRead } from './messages-api.ts';
import type { TMessage, TMessagePage } from './messages-types.ts';

// The texts come in the app's language (notices are rendered by the server from their key), so
// every key carries the language: switching it asks again instead of showing the old language.

export const messageKeys = {
  all: ['messages'] as const,
  announcements: (lang: string) => ['messages', 'announcements', lang] as const,
  announcement: (lang: string, id: number) => ['messages', 'announcement', lang, id] as const,
  list: (lang: string) => ['messages', 'list', lang] as const,
  message: (lang: string, id: number) => ['messages', 'message', lang, id] as const,
  unread: ['messages', 'unread'] as const,
};

function useLang(): string {
  return useTranslation().i18n.language;
}

/** The published announcements (the newest 50). */
export function useAnnouncements(options: { quiet?: boolean } = {}) {
  const lang = useLang();
  return useQuery({ queryKey: messageKeys.announcements(lang), queryFn: ({ signal }) => fetchAnnouncements(signal, options.quiet), staleTime: 30_000 });
}

export function useAnnouncement(id: number | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: messageKeys.announcement(lang, id ?? 0),
    queryFn: ({ signal }) => fetchAnnouncement(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    staleTime: 30_000,
    retry: false,
  });
}

function nextPage(last: TMessagePage): number | undefined {
  return last.page * last.pageSize < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

export function allMessages(data: InfiniteData<TMessagePage> | undefined): TMessage[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The member's messages, newest first, a page at a time. */
export function useMessageList() {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: messageKeys.list(lang),
    queryFn: ({ pageParam, signal }) => fetchMessages(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

export function useMessage(id: number | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: messageKeys.message(lang, id ?? 0),
    queryFn: ({ signal }) => fetchMessage(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/** The member's unread count (the me page's badge); asked quietly, with a one-row page. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) => (await fetchMessages(1, signal, { pageSize: 1, quiet: true })).unread,
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** Marks a message read (all of them without an id) and updates the lists, the detail and the badge at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | undefined) => markMessageRead(id),
    onSuccess: (unread, id) => {
      const isIt = (message: TMessage) => id === undefined || message.id === id;
      queryClient.setQueryData(messageKeys.unread, unread);
      queryClient.setQueriesData<InfiniteData<TMessagePage>>({ queryKey: ['messages', 'list'] }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, unread, items: page.items.map((message) => (isIt(message) ? { ...message, read: true } : message)) })) },
      );
      queryClient.setQueriesData<TMessage>({ queryKey: ['messages', 'message'] }, (message) => (message && isIt(message) ? { ...message, read: true } : message));
    },
  });
}

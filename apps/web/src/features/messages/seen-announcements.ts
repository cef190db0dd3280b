import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

// Announcements go to everyone, so the server keeps no per-member read state for them (its
// member_messages rows are the member's own messages). The app remembers on this device which
// announcements the member has opened, so new ones show as unread in the message centre.

const STORAGE_KEY = 'announcements_seen';
/** Enough for every announcement the list can show (the server lists the newest 50). */
export const SEEN_LIMIT = 200;

/** The stored ids, newest first; anything unreadable counts as none seen. */
export function parseSeen(text: string | null): number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, SEEN_LIMIT) : [];
  } catch {
    return [];
  }
}

/** `id` moved to the front, the list capped at SEEN_LIMIT. */
export function withSeen(seen: readonly number[], id: number): number[] {
  return [id, ...seen.filter((other) => other !== id)].slice(0, SEEN_LIMIT);
}

/** How many of `ids` have not been opened. */
export function unseenCount(ids: readonly number[], seen: readonly number[]): number {
  const known = new Set(seen);
  return ids.filter((id) => !known.has(id)).length;
}

let current: number[] = parseSeen(readStored(STORAGE_KEY));
const listeners = new Set<() => void>();

export function markAnnouncementSeen(id: number): void {
  if (current[0] === id) return;
  current = withSeen(current, id);
  writeStored(STORAGE_KEY, JSON.stringify(current));
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Another tab changed the stored list (it opened an announcement, or storage was cleared): this
 * tab's unread dots follow at once (QA: they stayed until a reload). `key` null: all cleared.
 */
export function seenChangedElsewhere(key: string | null, newValue: string | null): void {
  if (key !== null && key !== STORAGE_KEY) return;
  current = parseSeen(key === null ? null : newValue);
  notify();
}

if (typeof window !== 'undefined') window.addEventListener('storage', (event) => seenChangedElsewhere(event.key, event.newValue));

/** The list as this tab has it now. */
export function seenAnnouncements(): readonly number[] {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the announcements opened on this device (re-renders when one is opened). */
export function useSeenAnnouncements(): readonly number[] {
  return useSyncExternalStore(subscribe, seenAnnouncements, seenAnnouncements);
}

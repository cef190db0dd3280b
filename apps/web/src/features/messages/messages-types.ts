// The member's side of the content endpoints (contract admin-content-endpoints.ts, member part),
// restated as types only so no zod reaches the browser.

/** A published announcement, in the language of the request. */
export type TAnnouncement = { id: number; title: string; body: string; publishedAt: string };

/** One of the member's messages: from support, or a notice (withdrawal outcome) in the request's language. */
export type TMessage = {
  id: number;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
  /** The match a notice is about: the member's bets on it are a tap away. Null for others. */
  matchId: number | null;
};

export type TMessagePage = { items: TMessage[]; total: number; page: number; pageSize: number; unread: number };

import type { TBillEntry, TWithdrawal } from './wallet-types.ts';

// Why a withdrawal ended without a payout. A reviewer's rejection reason is free text, shown as
// typed. When the payout itself ends so, the server writes a fixed English reason of its own
// (apps/server/src/modules/withdrawals/payouts.ts), kept on the withdrawal (rejectReason) and on
// the bill line that returns the money (memo of withdrawal_void): the app names those in the
// member's language, as the inbox names the same events (notice keys withdrawal_failed and
// withdrawal_reversed, content/notices.ts). This is the one place that knows the server's wording.

/** The server's own reasons, by the notice key of the same event; `payout_refused` carries the provider's words. */
export type TSystemReasonKey = 'withdrawal_failed' | 'withdrawal_reversed' | 'payout_refused';

export type TReasonView = { text: string } | { key: TSystemReasonKey; detail: string };

const EXACT: Record<string, TSystemReasonKey> = {
  'payout failed': 'withdrawal_failed',
  'reversed by the bank after payment': 'withdrawal_reversed',
};
/** "payout refused: <what the provider said>": the provider's message is not ours to translate. */
const REFUSED_PREFIX = 'payout refused:';

/** The server's reason this is, or null for any other text (a reviewer's words). */
export function systemReasonOf(reason: string): { key: TSystemReasonKey; detail: string } | null {
  const exact = EXACT[reason.trim()];
  if (exact) return { key: exact, detail: '' };
  if (reason.startsWith(REFUSED_PREFIX)) return { key: 'payout_refused', detail: reason.slice(REFUSED_PREFIX.length).trim() || '-' };
  return null;
}

/** The spec's "failed" withdrawal: its payout ended without paying (the only status whose reason the server writes). */
const WITHDRAWAL_FAILED = 2;

/**
 * A withdrawal's reason as the member reads it, or null when it has none. Only a failed one's
 * reason can be the server's: a rejection in review (9) is the reviewer's text, even if it reads
 * like the server's.
 */
export function withdrawalReasonView(withdrawal: Pick<TWithdrawal, 'status' | 'rejectReason'>): TReasonView | null {
  const reason = withdrawal.rejectReason;
  if (!reason) return null;
  return (withdrawal.status === WITHDRAWAL_FAILED ? systemReasonOf(reason) : null) ?? { text: reason };
}

/**
 * A bill line's memo as the member reads it, or null when it has none. The line that returns a
 * withdrawal's money (withdrawal_void) carries the withdrawal's reason: the server's, or a
 * reviewer's (a bill line does not say which; a reviewer's text equal to the server's reads as it).
 */
export function billMemoView(entry: Pick<TBillEntry, 'kind' | 'memo'>): TReasonView | null {
  if (!entry.memo) return null;
  // A VIP daily reward's memo is the server's English note for the back office; the line's title says it all.
  if (entry.kind === 'vip_reward') return null;
  // A balance correction's memo is the server's English "Balance correction: " and finance's
  // reason: the line's title says the first in the member's language, the memo the reason alone (QA).
  if (entry.kind === 'balance_correction' && entry.memo.startsWith(BALANCE_CORRECTION_PREFIX)) return { text: entry.memo.slice(BALANCE_CORRECTION_PREFIX.length).trim() || '-' };
  return (entry.kind === 'withdrawal_void' ? systemReasonOf(entry.memo) : null) ?? { text: entry.memo };
}

/** How the server opens a balance correction's memo (admin-members/balance-corrections.ts). */
const BALANCE_CORRECTION_PREFIX = 'Balance correction:';

/** The wallet texts' key of a server reason (namespace 'wallet'). */
export const reasonKey = (key: TSystemReasonKey) => `reason.${key}` as const;

/** The text to show: the member's language for the server's reasons, anything else as written. */
export function reasonText(view: TReasonView, t: (key: ReturnType<typeof reasonKey>, options: { detail: string }) => string): string {
  return 'text' in view ? view.text : t(reasonKey(view.key), { detail: view.detail });
}

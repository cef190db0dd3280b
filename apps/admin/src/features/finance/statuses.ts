// The finance screens' rules on top of the shared status numbers (lib/money-statuses.ts).
import { WITHDRAWAL_STATUS } from '../../lib/money-statuses.ts';

/** What the finance team may do with a withdrawal in this state (the server decides; this only offers the buttons). */
export function withdrawalActions(w: { status: number; method: string }): { approve: boolean; reject: boolean; markPaid: boolean; sandboxOutcome: boolean } {
  return {
    approve: w.status === WITHDRAWAL_STATUS.pendingReview,
    // After approval a bank payout may already be with the provider: only its outcome decides then.
    reject: w.status === WITHDRAWAL_STATUS.pendingReview || (w.method === 'usdt' && w.status === WITHDRAWAL_STATUS.reviewPassed),
    markPaid: w.method === 'usdt' && w.status === WITHDRAWAL_STATUS.reviewPassed,
    sandboxOutcome: w.method === 'bank' && (w.status === WITHDRAWAL_STATUS.inOperation || w.status === WITHDRAWAL_STATUS.timeout || w.status === WITHDRAWAL_STATUS.reviewPassed),
  };
}

/** Names compared as a person reads them: case, punctuation, spacing and word order aside. */
export function namesAgree(a: string | null | undefined, b: string | null | undefined): boolean | null {
  if (!a || !b) return null;
  const words = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  return words(a) === words(b);
}

// A member with the app open in two tabs (or a second window) bets or deposits in one; the other
// kept showing the old balance for up to half a minute, focus included (QA). The tab that moved
// money says so to the app's other tabs of this browser, which read the member's figures again.

const CHANNEL = 'scoreline-money-moved';

let channel: BroadcastChannel | null | undefined;
/** One channel per tab, made on first use; none where the browser has no BroadcastChannel. */
function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the app's other tabs that this member's balance, bets or wallet records changed here. */
export function announceMoneyMoved(): void {
  tabChannel()?.postMessage('moved');
}

/** Calls `listener` when another tab announces money moved (never for this tab's own announcements). */
export function onMoneyMovedElsewhere(listener: () => void): () => void {
  const current = tabChannel();
  if (!current) return () => undefined;
  const handle = () => listener();
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}

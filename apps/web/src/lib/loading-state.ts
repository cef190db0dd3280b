// Counts requests in flight for the global loading bar (app/loading-bar.tsx). A counter, not a
// flag: overlapping calls must not hide the bar when the first one finishes.

type TListener = () => void;

let inFlight = 0;
const listeners = new Set<TListener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startLoading(): void {
  inFlight += 1;
  emit();
}

export function stopLoading(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export function loadingCount(): number {
  return inFlight;
}

export function subscribeLoading(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

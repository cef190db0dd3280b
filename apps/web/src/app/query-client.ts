import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../lib/api-envelope.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A business answer (wrong captcha, signed out...) will not change by asking again.
  if (error instanceof ApiError) return false;
  // Failed with the phone offline: the page says so (its "could not load" card, with a retry)
  // rather than a retry parked until the connection returns, behind a skeleton that said nothing
  // for as long as the line was down (QA). The read is made again when the phone is back online.
  if (error instanceof NetworkError && !onlineManager.isOnline()) return false;
  return failureCount < 1;
}

// react-query's default parks a call while the browser says "offline" (a guess from the phone's
// network interfaces, which flips as it changes networks): a sign-in tapped then waited without a
// word. A write the member asked for is always sent, so it succeeds or fails where they see it
// ("check your connection"); a read is sent once too, and only its retry waits for "online".
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

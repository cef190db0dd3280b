import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-envelope.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A business answer (wrong captcha, signed out...) will not change by asking again.
  if (error instanceof ApiError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

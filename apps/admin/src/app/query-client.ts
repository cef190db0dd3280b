import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A refusal (role, validation, session) gives the same answer again; only the network is retried.
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}

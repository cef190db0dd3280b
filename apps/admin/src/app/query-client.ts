import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

// The back office talks to its own server, which the browser's "offline" (a guess from the
// machine's network interfaces) says nothing about: with react-query's default a write parked
// while it was set, its confirmation spinning with no request sent. Writes are always sent;
// reads are sent once and only their retries wait for "online".
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A refusal (role, validation, session) gives the same answer again; only the network is retried.
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.kind === 'network',
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/session-token.ts';
import { fetchLoginMember } from './session-api.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/** The signed-in member (balance in kobo). Refreshes quietly: this path never shows the loading bar. */
export function useLoginMember() {
  return useQuery({
    queryKey: sessionQueryKeys.loginMember,
    queryFn: ({ signal }) => fetchLoginMember(signal),
    enabled: isLoggedIn(),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

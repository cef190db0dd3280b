import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/session-token.ts';
import { pendingActionsBelongTo } from '../../lib/idempotent-action.ts';
import { fetchLoginMember } from './session-api.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/** The signed-in member's read, shared by the hook and by a caller that needs it fresh now (`queryClient.fetchQuery`). */
export const loginMemberQuery = {
  queryKey: sessionQueryKeys.loginMember,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const member = await fetchLoginMember(signal);
    pendingActionsBelongTo(member.uid);
    return member;
  },
};

/**
 * The signed-in member (balance in kobo). Refreshes quietly: this path never shows the loading bar.
 * Read again whenever a page showing it opens, as the wallet's figures are (QA: Wallet showed the
 * balance after a bet from another device, Home a second later the one read 15 s before).
 */
export function useLoginMember() {
  return useQuery({
    ...loginMemberQuery,
    enabled: isLoggedIn(),
    staleTime: 0,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

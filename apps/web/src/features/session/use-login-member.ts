import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/session-token.ts';
import { loginMemberQuery, loginMemberStaleTime } from './login-member-query.ts';

/**
 * The signed-in member (balance in kobo). Refreshes quietly: this path never shows the loading bar.
 * Read again whenever a page showing it opens, as the wallet's figures are (QA: Wallet showed the
 * balance after a bet from another device, Home a second later the one read 15 s before).
 */
export function useLoginMember() {
  return useQuery({
    ...loginMemberQuery,
    enabled: isLoggedIn(),
    staleTime: loginMemberStaleTime,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

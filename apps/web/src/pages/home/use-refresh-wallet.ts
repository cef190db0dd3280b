import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKeys } from '../../features/session/session-query-keys.ts';
import { walletKeys } from '../../features/wallet/wallet-queries.ts';
import { announceMoneyMoved } from '../../lib/money-moved.ts';

/**
 * After a deposit or withdrawal was made, or may have been (its answer lost): the wallet figures
 * and the signed-in member are read again, here and in the app's other tabs. After a refusal
 * (`moved: false`) only here: nothing moved, but the refusal may come from figures that did
 * elsewhere (a bet from another tab), which the page must not keep showing.
 */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return ({ moved = true }: { moved?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.loginMember });
    if (moved) announceMoneyMoved();
  };
}

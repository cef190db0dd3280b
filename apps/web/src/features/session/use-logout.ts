import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relaunch } from '../../lib/app-bridge.ts';
import { LOGIN_PATH } from '../../lib/route-paths.ts';
import { forgetReturnPage } from '../../lib/return-after-sign-in.ts';
import { forgetSessionEnded } from '../../lib/session-ended.ts';
import { clearSessionToken } from '../../lib/session-token.ts';
import { pendingActionsBelongTo } from '../../lib/idempotent-action.ts';
import { logout } from './session-api.ts';

/** Signs out on the server when it can; locally it always signs out, even offline. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logout().catch(() => undefined);
    },
    onSettled: () => {
      clearSessionToken();
      forgetReturnPage();
      // Signed out on purpose: the sign-in page does not say the session ended.
      forgetSessionEnded();
      // Whoever signs in next on this tab must not be offered this member's unsure bet or deposit.
      pendingActionsBelongTo(null);
      queryClient.clear();
      relaunch(LOGIN_PATH);
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '@scoreline/contract/api/member-auth';
import { storeSessionToken } from '../../lib/session-token.ts';
import { pendingActionsBelongTo } from '../../lib/idempotent-action.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/** After login or registration: keep the token and the member the answer already carries. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: TSessionResponse) => {
    queryClient.clear();
    pendingActionsBelongTo(session.member.uid);
    storeSessionToken(session.token);
    queryClient.setQueryData(sessionQueryKeys.loginMember, session.member);
  };
}

import { useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '@scoreline/contract/api/member-auth';
import { storeSessionToken } from '../../lib/session-token.ts';
import { pendingActionsBelongTo } from '../../lib/idempotent-action.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/**
 * After login or registration: drop what was read for anyone before (the captcha aside), keep the
 * token and the member the answer already carries. The form's captcha stays as it was: dropped,
 * the still-shown form fetched a new one, its image spinning while Home's code came on a slow
 * line, as after a refusal (QA: the sign-in looked refused).
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: TSessionResponse) => {
    queryClient.removeQueries({ predicate: (query) => !sessionQueryKeys.isCaptcha(query.queryKey) });
    queryClient.getMutationCache().clear();
    pendingActionsBelongTo(session.member.uid);
    storeSessionToken(session.token);
    queryClient.setQueryData(sessionQueryKeys.loginMember, session.member);
  };
}

import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '@scoreline/contract/api/member-auth';
import { login } from './session-api.ts';
import { useStartSession } from './use-start-session.ts';

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (request: TLoginRequest) => login(request),
    onSuccess: startSession,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@scoreline/contract/api/member-auth';
import { register } from './session-api.ts';
import { useStartSession } from './use-start-session.ts';

export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (request: TRegisterRequest) => register(request),
    onSuccess: startSession,
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './session-api.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/**
 * A captcha is single-use: a form gets a fresh one whenever it appears, and otherwise only when
 * refresh() is called (after a tap on the image or a refused submission).
 */
export function useCaptcha(form: 'login' | 'register') {
  const query = useQuery({
    queryKey: sessionQueryKeys.captcha(form),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  return { ...query, refresh: () => void query.refetch() };
}

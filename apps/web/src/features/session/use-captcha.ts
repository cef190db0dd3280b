import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './session-api.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/** A captcha is single-use: it never refetches by itself, only when refresh() is called. */
export function useCaptcha() {
  const query = useQuery({
    queryKey: sessionQueryKeys.captcha,
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  return { ...query, refresh: () => void query.refetch() };
}

import { useQuery } from '@tanstack/react-query';
import type { TPublishedRules } from '@scoreline/contract/api/rules-endpoints';
import { apiGet } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-envelope.ts';
import { API_PATHS } from '../../../lib/api-paths.ts';

/**
 * The operator's current rules (GET /web/rules, public: no session needed), which the rules and
 * VIP pages state. Asked again whenever a page opens: an operator's change shows at once.
 */
export function usePublishedRules() {
  return useQuery({
    queryKey: ['help', 'rules'],
    queryFn: async ({ signal }) => unwrap(await apiGet<TPublishedRules>(API_PATHS.publishedRules, { signal })),
    staleTime: 0,
  });
}

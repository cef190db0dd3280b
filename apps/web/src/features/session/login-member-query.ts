import type { QueryClient } from '@tanstack/react-query';
import { pendingActionsBelongTo } from '../../lib/idempotent-action.ts';
import { fetchLoginMember } from './session-api.ts';
import { sessionQueryKeys } from './session-query-keys.ts';

/**
 * The signed-in member's read (balance in kobo), shared by useLoginMember, by a caller that needs
 * it fresh now (`queryClient.fetchQuery`), and by the launch, which asks for it before any page's
 * code has arrived (main.tsx). Without react-query's hooks, so the launch can import it.
 */
export const loginMemberQuery = {
  queryKey: sessionQueryKeys.loginMember,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const member = await fetchLoginMember(signal);
    pendingActionsBelongTo(member.uid);
    return member;
  },
};

/** How long the launch's read stands in for the first page's own (below). */
const LAUNCH_READ_FRESH_MS = 10_000;
let launchReadAt = 0;

/**
 * The launch reads the member before any page's code has arrived (main.tsx). The first page to
 * show the member then uses that read instead of asking again at once: on a slow network the
 * second read took one of the browser's six connections from the page's own files.
 */
export async function readMemberAtLaunch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(loginMemberQuery);
  launchReadAt = queryClient.getQueryState(loginMemberQuery.queryKey)?.dataUpdatedAt ?? 0;
}

/** useLoginMember's staleTime: 0 (read again whenever a page opens) but for a launch's read seconds old. */
export function loginMemberStaleTime(query: { state: { dataUpdatedAt: number } }): number {
  return launchReadAt > 0 && query.state.dataUpdatedAt === launchReadAt ? LAUNCH_READ_FRESH_MS : 0;
}

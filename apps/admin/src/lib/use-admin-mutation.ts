import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { callApi, errorText, isConflict, wasShown } from './api-client.ts';
import type { TAdminApiName } from './api-paths.ts';
import { useRoleLabel } from './session-hooks.ts';

/**
 * A back-office write: on success a short message and the named queries refetched; on failure
 * the server's reason (or "not allowed for your role") unless the form that made the call showed
 * it. The promise still rejects so a dialog can stay open on a refusal.
 */
export function useAdminMutation<TBody, TData = unknown>(name: TAdminApiName, options: { invalidate?: QueryKey[]; success?: string | ((data: TData) => string) } = {}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const role = useRoleLabel();
  const refresh = () => Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (body: TBody) => callApi<TData>(name, { body }),
    onSuccess: async (data) => {
      if (options.success) void message.success(typeof options.success === 'function' ? options.success(data) : options.success);
      await refresh();
    },
    // The toast waits a tick: a form awaiting the call catches the refusal first and may show it
    // itself (markShown), so it is not said twice. A conflict (409: already entered, already
    // decided, the match moved on) means the screen showed an older state, changed from another
    // tab or by a colleague: its queries are read again, as after a success (QA: a second tab kept
    // "Half time: not entered" under the refusal that it was).
    onError: (error) => {
      if (isConflict(error)) void refresh();
      void setTimeout(() => {
        if (!wasShown(error)) void message.error(errorText(error, role), 6);
      }, 0);
    },
  });
}

/**
 * For a Popconfirm's onConfirm: the confirm closes once the write is done either way, since a
 * refusal is already said by the toast above. Handing antd the rejecting promise itself would
 * leave an unhandled rejection in the page.
 */
export function confirmed(write: Promise<unknown>): Promise<void> {
  return write.then(
    () => undefined,
    () => undefined,
  );
}

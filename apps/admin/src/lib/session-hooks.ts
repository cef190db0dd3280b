import { useSyncExternalStore } from 'react';
import type { TAdminApiName } from './api-paths.ts';
import { ADMIN_API } from './api-paths.ts';
import { mayCall, roleLabel } from './roles.ts';
import { sessionState, subscribeSession } from './session.ts';

export function useSessionState() {
  return useSyncExternalStore(subscribeSession, sessionState);
}

/** The signed-in admin (inside the signed-in layout, where a session always exists). */
export function useAdmin() {
  const { session } = useSessionState();
  return session?.admin ?? { id: 0, username: '', role: '' };
}

/** Whether the signed-in admin's role may call an endpoint (the server's rule): actions hide when not. */
export function useMayCall(name: TAdminApiName): boolean {
  return mayCall(useAdmin().role, ADMIN_API[name]);
}

export function useRoleLabel(): string {
  return roleLabel(useAdmin().role);
}

import { describe, expect, it } from 'vitest';
import { endpoints } from '@scoreline/contract/api/endpoints';
import { ADMIN_API, PENDING_API_NAMES, SESSION_API_NAMES, type TAdminApiName } from './api-paths.ts';

type TContractEntry = { method: string; path: string; auth: string; roles?: unknown };

describe('admin API table', () => {
  const contract = endpoints as unknown as Record<string, TContractEntry>;
  const entries = Object.entries(ADMIN_API) as [TAdminApiName, (typeof ADMIN_API)[TAdminApiName]][];

  it('has the contract method and path of every endpoint it calls', () => {
    for (const [name, api] of entries) {
      const entry = contract[name];
      if (!entry && PENDING_API_NAMES.includes(name)) continue;
      expect(entry, `${name} is not in the contract`).toBeDefined();
      expect({ method: entry!.method, path: entry!.path }, name).toEqual({ method: api.method, path: api.path });
    }
  });

  it('names the roles the contract names', () => {
    for (const [name, api] of entries) {
      if (SESSION_API_NAMES.includes(name)) continue;
      const entry = contract[name];
      // The contract names roles on every admin endpoint once the role matrix has landed.
      if (entry?.roles === undefined) continue;
      expect(entry.roles, name).toEqual(api.roles);
    }
  });
});

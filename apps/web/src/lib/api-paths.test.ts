import { describe, expect, it } from 'vitest';
import * as contract from '@scoreline/contract/api/endpoints';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import { VIP_REWARD_IDEMPOTENT, VIP_REWARD_PATHS } from '../features/vip-reward/vip-reward-paths.ts';
import { IDEMPOTENT_ENDPOINTS, WALLET_PATHS } from '../features/wallet/wallet-paths.ts';
import { API_PATHS, HEADERS, RUNTIME_CONFIG_PATH, TOKEN_STORAGE_KEY, IDEMPOTENT_API_NAMES } from './api-paths.ts';

// The member app's endpoints: everything but the back office's (tag 'admin', served to apps/admin).
// The wallet endpoints live in their own contract file and are spread into `endpoints`; merging
// them again keeps this right whether or not they are.
const allEndpoints: Record<string, { path: string; tag: string; idempotent?: true }> = Object.fromEntries(
  Object.entries({ ...contract.endpoints, ...walletEndpoints }).filter(([, endpoint]) => endpoint.tag !== 'admin'),
);

describe('api paths mirror the contract', () => {
  it('has the same path for every endpoint the contract declares', () => {
    const contractPaths = Object.fromEntries(Object.entries(allEndpoints).map(([name, endpoint]) => [name, endpoint.path]));
    // First-screen paths in lib/, wallet and VIP reward paths in their features: together, every endpoint once.
    expect(Object.keys(API_PATHS).filter((name) => name in WALLET_PATHS || name in VIP_REWARD_PATHS)).toEqual([]);
    expect(Object.keys(WALLET_PATHS).filter((name) => name in VIP_REWARD_PATHS)).toEqual([]);
    expect({ ...API_PATHS, ...WALLET_PATHS, ...VIP_REWARD_PATHS }).toEqual(contractPaths);
  });

  it('sends an idempotency key on exactly the endpoints the contract marks idempotent', () => {
    const idempotent = Object.entries(allEndpoints).filter(([, endpoint]) => endpoint.idempotent).map(([name]) => name);
    expect([...IDEMPOTENT_ENDPOINTS, ...IDEMPOTENT_API_NAMES, ...VIP_REWARD_IDEMPOTENT].sort()).toEqual(idempotent.sort());
  });

  it('has the same headers, runtime-config path and token key', () => {
    expect(HEADERS).toEqual(contract.HEADERS);
    expect(RUNTIME_CONFIG_PATH).toBe(contract.RUNTIME_CONFIG_PATH);
    expect(TOKEN_STORAGE_KEY).toBe(contract.TOKEN_STORAGE_KEY);
  });
});

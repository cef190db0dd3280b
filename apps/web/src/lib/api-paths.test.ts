import { describe, expect, it } from 'vitest';
import * as contract from '@scoreline/contract/api/endpoints';
import { API_PATHS, HEADERS, RUNTIME_CONFIG_PATH, TOKEN_STORAGE_KEY } from './api-paths.ts';

describe('api paths mirror the contract', () => {
  it('has the same path for every endpoint the contract declares', () => {
    const contractPaths = Object.fromEntries(
      Object.entries(contract.endpoints).map(([name, endpoint]) => [name, endpoint.path]),
    );
    expect(API_PATHS).toEqual(contractPaths);
  });

  it('has the same headers, runtime-config path and token key', () => {
    expect(HEADERS).toEqual(contract.HEADERS);
    expect(RUNTIME_CONFIG_PATH).toBe(contract.RUNTIME_CONFIG_PATH);
    expect(TOKEN_STORAGE_KEY).toBe(contract.TOKEN_STORAGE_KEY);
  });
});

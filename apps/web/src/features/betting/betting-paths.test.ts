import { describe, expect, it } from 'vitest';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import { WALLET_SUMMARY_PATH } from './betting-paths.ts';

describe('betting paths', () => {
  it('reads the wallet summary where the contract serves it', () => {
    expect(WALLET_SUMMARY_PATH).toBe(walletEndpoints.walletSummary.path);
  });
});

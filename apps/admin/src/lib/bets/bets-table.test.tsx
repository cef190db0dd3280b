import { describe, expect, it } from 'vitest';
import type { TAdminBetList } from '../api-types.ts';
import { renderText } from '../ui/render-text.ts';
import { BetSums } from './bets-table.tsx';

const list = { items: [], total: 4, page: 1, pageSize: 50, upTo: 9, newer: 0, sums: { stake: 8_900_000, returnedStake: 500_000, waitingStake: 100_000, profitAndLoss: -200_000 } } as TAdminBetList;

describe('the sums of the bets a filter finds', () => {
  it('says its stakes leave out the cancelled and void bets (QA: "Staked" beside the dashboard\'s stakes, which count them)', () => {
    const text = renderText(<BetSums list={list} />);
    expect(text).toContain('Staked (cancelled and void bets not counted) ₦89,000.00');
    expect(text).toContain('Returned (cancelled, void) ₦5,000.00');
  });
});

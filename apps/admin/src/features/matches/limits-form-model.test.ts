import { describe, expect, it } from 'vitest';
import { groupedAmount, limitAmountProblem } from './limits-form-model.ts';

describe('a match limit typed in naira', () => {
  it('says the one thing wrong with it', () => {
    expect(limitAmountProblem(-5)).toBe('An amount above ₦0');
    expect(limitAmountProblem(0)).toBe('An amount above ₦0');
    expect(limitAmountProblem(99_999_999_999_999_999_999)).toBe('At most ₦100,000,000.00');
    expect(limitAmountProblem(10.555)).toBe('At most 2 decimals (kobo)');
    expect(limitAmountProblem(100_000_000)).toBeNull();
    expect(limitAmountProblem(2_000_000.5)).toBeNull();
  });
});

describe('a limit as the box shows it while typed', () => {
  it('groups thousands in the whole part only', () => {
    expect(groupedAmount('1234.5678')).toBe('1,234.5678');
    expect(groupedAmount(2000000)).toBe('2,000,000');
    expect(groupedAmount('1234567.')).toBe('1,234,567.');
    expect(groupedAmount('0.12345')).toBe('0.12345');
    expect(groupedAmount(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { matchAccountName } from './name-match.ts';

describe('matchAccountName', () => {
  it.each([
    ['John Chinedu Okafor', 'OKAFOR CHINEDU JOHN'],
    ['John Okafor', 'OKAFOR JOHN CHINEDU'],
    ['John Chinedu Okafor', 'OKAFOR, JOHN'],
    ['Adébáyọ̀ Ògúnlésì', 'ADEBAYO OGUNLESI'],
  ])('approves %s for the bank name %s', (member, bank) => expect(matchAccountName(member, bank)).toBe('match'));

  it.each([
    ['John Okafor', 'JOHN ADEBAYO'],
    ['Jon Chinedu Okafor', 'OKAFOR JOHN'],
  ])('sends %s / %s to review', (member, bank) => expect(matchAccountName(member, bank)).toBe('partial'));

  it.each([
    ['John Okafor', 'AMAKA NWOSU'],
    ['', 'AMAKA NWOSU'],
  ])('refuses %j / %s', (member, bank) => expect(matchAccountName(member, bank)).toBe('none'));

  it('does not approve a single shared first name', () => expect(matchAccountName('John', 'JOHN OKAFOR')).toBe('partial'));
});

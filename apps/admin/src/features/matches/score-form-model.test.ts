import { describe, expect, it } from 'vitest';
import { beforeKickOff, earlyResult, halfTimeFirst, postponeTooLate, scoreErrorOn, scoreProblem, shownScoreError, typedGoals, unusualGoals } from './score-form-model.ts';

describe('results score form', () => {
  it('refuses a correction to the score already entered and a half time above full time', () => {
    expect(scoreProblem('FT', 1, 0, { HT: '1-0', FT: '1-0' })).toBe('FT is already 1-0: type the corrected score');
    expect(scoreProblem('FT', 2, 0, { HT: '1-0', FT: '1-0' })).toBeNull();
    expect(scoreProblem('FT', 0, 2, { HT: '1-0', FT: null })).toBe('Full time cannot be below half time (1-0)');
    expect(scoreProblem('HT', 3, 0, { HT: '1-0', FT: '2-1' })).toBe('Half time cannot be above full time (2-1)');
    expect(scoreProblem('HT', 0, 0, { HT: null, FT: null })).toBeNull();
  });

  it('knows a match before its kick-off, whatever its state (a match postponed before it started included)', () => {
    const match = { kickOffAt: '2026-11-21T17:00:00Z' };
    expect(beforeKickOff(match, Date.parse('2026-11-21T16:59:00Z'))).toBe(true);
    expect(beforeKickOff(match, Date.parse('2026-11-21T17:00:00Z'))).toBe(false);
    expect(beforeKickOff(match, Date.parse('2026-11-21T17:01:00Z'))).toBe(false);
  });

  it('says when a score comes unusually soon after kick-off: half time before 45 minutes, full time before 105', () => {
    const match = { kickOffAt: '2026-11-21T17:00:00Z' };
    expect(earlyResult('FT', match, Date.parse('2026-11-21T17:10:30Z'))).toEqual({ minutesIn: 10, usualFrom: '2026-11-21T18:45:00.000Z' });
    expect(earlyResult('FT', match, Date.parse('2026-11-21T18:45:00Z'))).toBeNull();
    expect(earlyResult('HT', match, Date.parse('2026-11-21T17:44:59Z'))).toEqual({ minutesIn: 44, usualFrom: '2026-11-21T17:45:00.000Z' });
    expect(earlyResult('HT', match, Date.parse('2026-11-21T17:45:00Z'))).toBeNull();
  });

  it('asks for the half-time score first while first-half bets wait for it, before any confirmation', () => {
    const periods = [{ period: 'HT' as const, openBets: 2 }, { period: 'FT' as const, openBets: 5 }];
    expect(halfTimeFirst('FT', { HT: null, FT: null }, periods)).toBe('Enter the half-time score first: 2 first-half bets are waiting for it');
    expect(halfTimeFirst('FT', { HT: null, FT: null }, [{ period: 'HT', openBets: 1 }])).toBe('Enter the half-time score first: 1 first-half bet is waiting for it');
    expect(halfTimeFirst('FT', { HT: '1-0', FT: null }, periods)).toBeNull();
    expect(halfTimeFirst('HT', { HT: null, FT: null }, periods)).toBeNull();
    expect(halfTimeFirst('FT', { HT: null, FT: null }, [{ period: 'HT', openBets: 0 }])).toBeNull();
  });
});

describe('postponing from the results desk', () => {
  it('is offered until the time its bets could wait, and then said to be too late (the server refuses it)', () => {
    const match = { postponeBy: '2026-12-05T14:26:00Z' };
    expect(postponeTooLate(match, Date.parse('2026-12-05T14:25:59Z'))).toBeNull();
    // Lagos is UTC+1.
    expect(postponeTooLate(match, Date.parse('2026-12-05T14:26:00Z'))).toBe('Its bets could wait until 05 Dec 2026, 15:26: void or abandon it instead');
  });
});

describe('what a score box takes', () => {
  it('reads digits only: "1e1", "2.", "0x1" and "-1" stay text for the whole-number rule to refuse', () => {
    expect(typedGoals('2')).toBe(2);
    expect(typedGoals(' 10 ')).toBe(10);
    expect(typedGoals('0')).toBe(0);
    for (const typed of ['1e1', '2.', '0x1', '-1', '1,0', '']) expect(typedGoals(typed)).toBe(typed);
  });

  it('warns of a score that is likely a slip, such as 99-0, without refusing it', () => {
    expect(unusualGoals(9)).toBeNull();
    expect(unusualGoals(99)).toBe('99 goals is unusual: check it before entering');
    expect(unusualGoals('1e1')).toBeNull();
  });
});

describe('what is wrong with a typed score, said under the form', () => {
  const live = { state: 'live' as const, htScore: null, ftScore: null };
  const waiting = 'Enter the half-time score first: 1 first-half bet is waiting for it';

  it('stands while the match reads as it did when it was said', () => {
    expect(shownScoreError(scoreErrorOn(waiting, live), { ...live })).toBe(waiting);
    expect(shownScoreError(null, live)).toBeNull();
  });

  it('goes once the match is read changed: voided, postponed or a half settled (QA: the refusal stayed under a voided match)', () => {
    const said = scoreErrorOn(waiting, live);
    expect(shownScoreError(said, { ...live, state: 'void' })).toBeNull();
    expect(shownScoreError(said, { ...live, state: 'postponed' })).toBeNull();
    expect(shownScoreError(said, { ...live, htScore: '0-0' })).toBeNull();
  });

  it('stands beside a score a colleague corrected meanwhile, which the refusal is about (QA: "already 3-1")', () => {
    const finished = { state: 'finished' as const, htScore: '1-0', ftScore: '2-1' };
    expect(shownScoreError(scoreErrorOn('FT is already 3-1', finished), { ...finished, ftScore: '3-1' })).toBe('FT is already 3-1');
  });
});

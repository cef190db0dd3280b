import { describe, expect, it } from 'vitest';
import { runKind, runTimes } from './run-times.ts';

// Lagos is UTC+1 all year.
describe('settlement run times', () => {
  it('says the start without the year and the finish by its clock when it ends the same day', () => {
    expect(runTimes({ createdAt: '2026-11-29T14:14:21Z', finishedAt: '2026-11-29T14:16:02Z' })).toEqual({
      started: '29 Nov, 15:14',
      finished: 'finished 15:16',
      full: 'Started 29 Nov 2026, 15:14:21, finished 29 Nov 2026, 15:16:02',
    });
  });

  it('names the day of a finish on another operator day, and a run still working', () => {
    expect(runTimes({ createdAt: '2026-11-29T22:50:00Z', finishedAt: '2026-11-29T23:10:00Z' }).finished).toBe('finished 30 Nov, 00:10');
    expect(runTimes({ createdAt: '2026-11-29T14:14:21Z', finishedAt: null })).toMatchObject({ finished: 'running', full: 'Started 29 Nov 2026, 15:14:21, still running' });
  });
});

describe('a settlement run named by its kind', () => {
  it('calls the void run of an abandoned match an abandonment', () => {
    expect(runKind({ kind: 'void' }, 'abandoned')).toBe('Abandon');
    expect(runKind({ kind: 'void' }, 'void')).toBe('Void');
    expect(runKind({ kind: 'settle' }, 'abandoned')).toBe('Settle');
    expect(runKind({ kind: 'correction' }, 'finished')).toBe('Correction');
  });
});

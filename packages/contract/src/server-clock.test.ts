import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

const device = Date.parse('2026-11-26T12:00:00.400Z');

describe('the server clock an app keeps', () => {
  it('takes an exact server time as it is, and keeps counting from it', () => {
    const clock = createServerClock();
    clock.noteTime('2026-11-26T11:55:00.400Z', device); // this device runs five minutes fast
    expect(new Date(clock.now(device + 60_000)).toISOString()).toBe('2026-11-26T11:56:00.400Z');
    clock.noteTime('nonsense', device);
    expect(clock.now(device)).toBe(Date.parse('2026-11-26T11:55:00.400Z'));
  });

  it('corrects from a Date header only beyond its rounding to the second', () => {
    const clock = createServerClock();
    clock.noteDateHeader('Thu, 26 Nov 2026 12:00:00 GMT', device); // the same second: nothing to correct
    expect(clock.now(device)).toBe(device);
    clock.noteDateHeader('Thu, 26 Nov 2026 12:10:00 GMT', device); // the device is ten minutes slow
    expect(Math.abs(clock.now(device) - Date.parse('2026-11-26T12:10:00.400Z'))).toBeLessThanOrEqual(500);
    clock.noteTime('2026-11-26T12:10:00.750Z', device); // an exact time then wins, and a header of that second leaves it
    clock.noteDateHeader('Thu, 26 Nov 2026 12:10:00 GMT', device);
    expect(clock.now(device)).toBe(Date.parse('2026-11-26T12:10:00.750Z'));
    clock.noteDateHeader(null, device);
    clock.noteDateHeader('garbage', device);
    expect(clock.now(device)).toBe(Date.parse('2026-11-26T12:10:00.750Z'));
  });

  it('is never behind what a Date header proves: the server had reached that second before the answer left', () => {
    const clock = createServerClock();
    clock.noteTime('2026-11-26T12:00:00.000Z', device); // an estimate 400 ms behind (a slow answer's exact time)
    clock.noteDateHeader('Thu, 26 Nov 2026 12:00:01 GMT', device); // the server was past 12:00:01 at this device's 12:00:00.400
    expect(clock.now(device)).toBeGreaterThanOrEqual(Date.parse('2026-11-26T12:00:01.000Z'));
    expect(clock.now(device)).toBeLessThanOrEqual(Date.parse('2026-11-26T12:00:02.000Z'));
  });

  it('tells its listeners when it jumps by more than a second, not when a header only confirms it', () => {
    const clock = createServerClock();
    const device = Date.parse('2026-11-26T12:00:00.000Z');
    let told = 0;
    const stop = clock.subscribe(() => (told += 1));
    clock.noteDateHeader('Thu, 26 Nov 2026 21:00:00 GMT', device); // the phone is nine hours behind
    expect(told).toBe(1);
    clock.noteDateHeader('Thu, 26 Nov 2026 21:00:00 GMT', device); // the same second: no jump
    clock.noteTime('2026-11-26T21:00:00.700Z', device); // refined within the second
    expect(told).toBe(1);
    stop();
    clock.noteTime('2026-11-26T12:00:00.000Z', device);
    expect(told).toBe(1);
  });
});

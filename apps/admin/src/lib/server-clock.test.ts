import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock.ts';

const device = Date.parse('2026-11-26T12:00:00.400Z');

describe('the server clock seen by the back office', () => {
  afterEach(() => noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', device));

  it('follows the Date header when the device clock is minutes off, and keeps going from there', () => {
    noteServerDate('Thu, 26 Nov 2026 12:05:00 GMT', device); // this computer is five minutes slow
    expect(new Date(serverNow(device)).toISOString()).toBe('2026-11-26T12:05:00.000Z');
    expect(new Date(serverNow(device + 60_000)).toISOString()).toBe('2026-11-26T12:06:00.000Z');
  });

  it('reads a sub-second difference as the header rounding, and ignores a missing or bad header', () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', device);
    expect(serverNow(device)).toBe(device);
    noteServerDate(null, device);
    noteServerDate('not a date', device);
    expect(serverNow(device)).toBe(device);
  });
});

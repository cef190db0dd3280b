import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock.ts';

describe('the back office’s server clock', () => {
  it('follows the server’s Date header, also for a moment of this computer’s past (a query’s dataUpdatedAt)', () => {
    const week = 7 * 86_400_000;
    const server = new Date(Math.floor((Date.now() + week) / 1000) * 1000);
    noteServerDate(server.toUTCString());
    expect(Math.abs(serverNow() - (Date.now() + week))).toBeLessThan(3_000);
    const earlier = Date.now() - 60_000;
    expect(serverNow(earlier) - earlier).toBe(serverNow(0));
  });

  it('ignores an answer without a readable Date header', () => {
    const before = serverNow(0);
    noteServerDate(null);
    noteServerDate('not a date');
    expect(serverNow(0)).toBe(before);
  });
});

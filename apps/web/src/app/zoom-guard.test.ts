import { describe, expect, it } from 'vitest';
import { installZoomGuard, RAPID_TAP_TARGETS } from './zoom-guard.ts';

type TListener = (event: { target: unknown; touches?: unknown[]; preventDefault: () => void }) => void;

/** A document's listeners, and taps sent to them at chosen times. */
function fakeDocument() {
  const listeners = new Map<string, TListener>();
  const target = { addEventListener: (type: string, listener: TListener) => listeners.set(type, listener) } as unknown as Document;
  return {
    target,
    /** Whether a tap ending on `on` (a key of the keypad, or a button) was swallowed. */
    tapEnd(on: 'key' | 'button'): boolean {
      let blocked = false;
      const element = { closest: (selector: string) => (on === 'key' && selector === RAPID_TAP_TARGETS ? {} : null) };
      listeners.get('touchend')?.({ target: element, preventDefault: () => (blocked = true) });
      return blocked;
    },
  };
}

describe('the zoom guard', () => {
  it('swallows a second tap within 300 ms on a button, but never a key of the number keypad', () => {
    const now = { value: 1_000 };
    const realNow = Date.now;
    Date.now = () => now.value;
    try {
      const page = fakeDocument();
      installZoomGuard(page.target);
      expect(page.tapEnd('button')).toBe(false);
      now.value += 200;
      expect(page.tapEnd('button')).toBe(true);
      // A six-digit password typed 180 ms a key: every key counts (QA: one box of six filled).
      const keys = [];
      for (let i = 0; i < 6; i++) {
        now.value += 180;
        keys.push(page.tapEnd('key'));
      }
      expect(keys).toEqual([false, false, false, false, false, false]);
      now.value += 100;
      expect(page.tapEnd('button')).toBe(false);
    } finally {
      Date.now = realNow;
    }
  });
});

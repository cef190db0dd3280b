import { describe, expect, it } from 'vitest';
import { noteFailedStylesheet, reloadFailedStylesheets } from './stylesheet-retry.ts';

/** A stand-in for a <link>: records what replaced it, and its clone loads (or fails) at once. */
function fakeLink(rel: string, tagName = 'LINK', cloneLoads = true) {
  const link = {
    tagName,
    rel,
    replacedBy: null as unknown,
    cloneNode() {
      const listeners: Record<string, () => void> = {};
      const clone = { ...fakeLink(rel, tagName, cloneLoads), addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
      queueMicrotask(() => listeners[cloneLoads ? 'load' : 'error']?.());
      return clone;
    },
    replaceWith(node: unknown) {
      link.replacedBy = node;
    },
    addEventListener() {},
  };
  return link;
}

describe('reloadFailedStylesheets', () => {
  it('puts a fresh link in place of each stylesheet that failed, once', async () => {
    const failed = fakeLink('stylesheet');
    const offlineAgain = fakeLink('stylesheet', 'LINK', false);
    noteFailedStylesheet(failed as unknown as EventTarget);
    noteFailedStylesheet(offlineAgain as unknown as EventTarget);
    expect(await reloadFailedStylesheets()).toBe(2);
    expect(failed.replacedBy).toMatchObject({ tagName: 'LINK', rel: 'stylesheet' });
    expect(offlineAgain.replacedBy).not.toBeNull();
    expect(await reloadFailedStylesheets()).toBe(0);
  });

  it('ignores what is not a stylesheet link (images, module preloads)', async () => {
    noteFailedStylesheet(fakeLink('stylesheet', 'IMG') as unknown as EventTarget);
    noteFailedStylesheet(fakeLink('modulepreload') as unknown as EventTarget);
    noteFailedStylesheet(null);
    expect(await reloadFailedStylesheets()).toBe(0);
  });
});

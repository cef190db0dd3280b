import { describe, expect, it, vi } from 'vitest';
import { bindToPage, leavePage, markPage } from './page-dialogs.ts';

describe('page dialogs', () => {
  it('closes the dialogs of the page left, and says they are no longer on it', () => {
    const close = vi.fn();
    const dialog = bindToPage(close);
    expect(dialog.stillOnPage()).toBe(true);
    leavePage();
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog.stillOnPage()).toBe(false);
    leavePage();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('forgets a dialog that closed by itself', () => {
    const close = vi.fn();
    bindToPage(close).release();
    leavePage();
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps a dialog opened on the new page', () => {
    leavePage();
    const dialog = bindToPage(() => undefined);
    expect(dialog.stillOnPage()).toBe(true);
  });

  it('binds a dialog to the page marked before a request: left meanwhile, it is not on its page', () => {
    const acted = markPage();
    leavePage(); // Back while the request was in flight
    const close = vi.fn();
    const dialog = bindToPage(close, acted);
    expect(dialog.stillOnPage()).toBe(false);
    const stayed = markPage();
    expect(bindToPage(() => undefined, stayed).stillOnPage()).toBe(true);
  });
});

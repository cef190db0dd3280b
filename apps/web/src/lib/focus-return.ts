/**
 * Gives the focus back to what opened a sheet or a dialog once it closes, for a keyboard or a
 * screen reader. Not to a text box: on a phone that would open the keyboard the member had closed
 * (a stake typed, then Place bet, then the odds-changed dialog).
 */
export function giveFocusBack(opener: HTMLElement | null): void {
  if (!opener?.isConnected || opener.matches('input, textarea, [contenteditable="true"]')) return;
  opener.focus({ preventScroll: true });
}

/**
 * Gives the focus back to what opened a sheet or a dialog once it closes, for a keyboard or a
 * screen reader. Not to a text box: on a phone that would open the keyboard the member had closed
 * (a stake typed, then Place bet, then the odds-changed dialog).
 */
export function giveFocusBack(opener: HTMLElement | null): void {
  if (!opener?.isConnected || opener.matches('input, textarea, [contenteditable="true"]')) return;
  // A button busy with what the dialog interrupted (Place bet while the odds-changed question
  // is open) is disabled, and takes no focus: it is given back once the button is enabled again,
  // unless the focus has gone somewhere meanwhile (QA: it fell to the page's body).
  const deadline = Date.now() + FOCUS_BACK_WAIT_MS;
  const attempt = () => {
    if (!opener.isConnected) return;
    const active = document.activeElement;
    // Still in the closing dialog, or fallen to the body: nowhere the member chose.
    const elsewhere = active && active !== document.body && active !== opener && !active.closest('.adm-dialog, .adm-popup, [role="dialog"], [role="alertdialog"]');
    if (elsewhere) return;
    if (!(opener as HTMLButtonElement).disabled) opener.focus({ preventScroll: true });
    else if (Date.now() < deadline) setTimeout(attempt, 50);
  };
  attempt();
}

/** How long a disabled opener is waited for. */
export const FOCUS_BACK_WAIT_MS = 3_000;


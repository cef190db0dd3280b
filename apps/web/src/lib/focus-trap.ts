// While a modal is open (a bottom sheet, a page's dialog, the language sheet, the terms sheet),
// Tab and Shift+Tab go round its own controls. Without this, Tab walked out of "Cancel this bet?"
// into the page behind, which a keyboard or switch user could then press while the dialog still
// waited for an answer (QA, accessibility; WAI-ARIA's modal dialog pattern).
//
// One document-level listener serves every modal, the imperative antd-mobile dialogs included:
// each is found by its aria-modal mark when Tab is pressed, so nothing has to register.

/** Modals by their mark; antd-mobile's ActionSheet draws its sheet without one. */
const MODAL = '[aria-modal="true"], .adm-action-sheet-popup .adm-popup-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/**
 * Where Tab goes inside a modal of `count` controls, the focus being on the one at `at` (-1: on
 * none of them, the modal itself or something behind it): the index to focus, or null to let the
 * browser move on by itself.
 */
export function trappedTabTarget(count: number, at: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (at === -1) return backwards ? count - 1 : 0;
  if (backwards && at === 0) return count - 1;
  if (!backwards && at === count - 1) return 0;
  return null;
}

const isShown = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

const canTakeTab = (element: HTMLElement) =>
  element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('[inert], [aria-hidden="true"]') && isShown(element);

/** The modal on top: the last one shown in document order (antd-mobile appends each to <body>). */
function topModal(doc: Document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>(MODAL)].filter(isShown).at(-1);
}

export function installModalFocusTrap(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const modal = topModal(doc);
    if (!modal) return;
    const controls = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(canTakeTab);
    if (controls.length === 0) {
      // Nothing to reach inside (a sheet still loading): the focus stays on the modal itself.
      event.preventDefault();
      if (!modal.hasAttribute('tabindex')) modal.tabIndex = -1;
      modal.focus();
      return;
    }
    const target = trappedTabTarget(controls.length, controls.indexOf(doc.activeElement as HTMLElement), event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    controls[target]!.focus();
  });
}

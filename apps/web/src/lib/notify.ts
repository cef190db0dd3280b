import type { ReactNode } from 'react';
import type * as AntdImperative from './antd-imperative.ts';
import { announce } from './announce.ts';
import { toastDuration } from './toast-duration.ts';
import { giveFocusBack } from './focus-return.ts';
import { holdBackEntry } from './back-closes.ts';
import { i18n } from './i18n.ts';
import { bindToPage, type TPageMark } from './page-dialogs.ts';

// One door to antd-mobile's imperative Toast and Dialog. They load on first use, so calling
// code never imports them directly (that would pull them, and the renderer setup they need
// under React 19, into whichever chunk calls them).

let imperative: Promise<typeof AntdImperative> | undefined;

function load() {
  imperative ??= import('./antd-imperative.ts');
  return imperative;
}

/** Starts loading Toast/Dialog in the background so the first message appears without delay. */
export function preloadNotify(): void {
  void load().catch(() => {
    imperative = undefined;
  });
}

export type TToastIcon = 'success' | 'fail' | 'loading';

/** A passing message; `bottom` keeps it off what the page says in its middle (see toastNetworkError). */
export async function showToast(content: string, icon?: TToastIcon, position: 'center' | 'bottom' = 'center'): Promise<void> {
  networkErrorShown = false;
  announce(content);
  const { Toast } = await load();
  Toast.show({ content, icon, position, maskClickable: true, duration: toastDuration(content) });
}

/** Whether the toast on screen (if any) is the network error's; a later toast replaces it. */
let networkErrorShown = false;

/**
 * Takes the network error's toast away when the page it was about is left: a bet placed on the
 * next tap opened "Bet placed" under the error of the tap before (QA). Other toasts stay, as
 * "Signed in" must across the page it opens.
 */
export function clearNetworkErrorToast(): void {
  if (!networkErrorShown) return;
  networkErrorShown = false;
  void load().then(({ Toast }) => Toast.clear(), () => undefined);
}

/**
 * Spec 8's "Network Access Error!", with what to do about it, low on the screen and without the
 * failure cross: a read that failed after a bet was placed put a large ✕ over "Bet placed" (a
 * member could take the bet for lost and place it again), and over a cancel's own notice (QA).
 */
export function toastNetworkError(): void {
  void showToast(`${i18n.t('common.networkError')} ${i18n.t('common.networkErrorHint')}`, undefined, 'bottom');
  networkErrorShown = true;
}

type TDialogAction = { key: string; text: string; bold?: boolean; danger?: boolean };

// The element last focused: a button that asked the server something before its dialog (cancel
// reads the member first) was disabled meanwhile and lost the focus, which the dialog gives back.
let lastFocused: HTMLElement | null = null;
/** Names the dialogs' text elements apart, for aria-labelledby. */
let dialogCount = 0;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

/**
 * A modal closed only by its buttons; resolves with the key of the one tapped. A 'page' dialog
 * closes when the route changes (page-dialogs.ts) and then resolves undefined, whatever was tapped.
 */
async function ask(options: { title?: ReactNode; content: ReactNode; actions: TDialogAction[]; scope: 'page' | 'app'; page?: TPageMark; signal?: AbortSignal }): Promise<string | undefined> {
  let close: (() => void) | undefined;
  // Bound before loading: a dialog asked for on a page the member has left by the time Dialog
  // loads (or, with `page`, left before the answer it follows came) never shows.
  const page = options.scope === 'page' ? bindToPage(() => close?.(), options.page) : undefined;
  if (page && !page.stillOnPage()) {
    page.release();
    return undefined;
  }
  // The page-freezing code comes with the dialog's, not in the first screen's (decision 005).
  const { showDialog, holdBackgroundInert } = await load();
  if (page && !page.stillOnPage()) return undefined;
  return new Promise((resolve) => {
    let tapped: string | undefined;
    let answered = false;
    // Keyboard and screen reader: the dialog is named by its text and takes the focus (its first
    // button: "Keep it", never the destructive one); the focus goes back where it was after it.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : lastFocused;
    const shown = () => {
      const box = [...document.querySelectorAll<HTMLElement>('.adm-dialog .adm-dialog-body')].at(-1);
      const text = box?.querySelector<HTMLElement>('.adm-dialog-content');
      if (!box || !text) return;
      text.id ||= `sl-dialog-${++dialogCount}`;
      box.setAttribute('role', 'alertdialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', text.id);
      box.querySelector<HTMLElement>('button')?.focus();
    };
    // The phone's Back closes a page's dialog, unanswered, and leaves the member on the page.
    // An app dialog (upgrade, maintenance) has no way around it, Back included.
    const releaseBack = page ? holdBackEntry(() => close?.()) : () => undefined;
    // Freed before the focus goes back: an inert page takes none.
    const releasePage = holdBackgroundInert();
    const answer = (key: string | undefined) => {
      if (answered) return;
      answered = true;
      releaseBack();
      releasePage();
      page?.release();
      giveFocusBack(opener);
      resolve(key);
    };
    const dialog = showDialog({
      title: options.title,
      content: options.content,
      closeOnAction: true,
      closeOnMaskClick: false,
      actions: [options.actions.map((action) => ({ ...action, onClick: () => { tapped = action.key; } }))],
      afterShow: shown,
      onClose: () => answer(page && !page.stillOnPage() ? undefined : tapped),
    });
    // The page was left: the dialog goes at once (no closing animation over the next page).
    close = () => {
      dialog.remove();
      answer(undefined);
    };
    // The question no longer stands (the bet's match closed while "Cancel this bet?" was open): unanswered.
    if (options.signal?.aborted) close();
    else options.signal?.addEventListener('abort', () => close?.(), { once: true });
  });
}

/**
 * A modal with one OK button and no way around it; true once the member taps OK, false when the
 * route changed first (a 'page' alert closes then). 'app' alerts (upgrade, maintenance) stay.
 * `page`: the page the member acted on (markPage() before a request); left by then, no alert.
 */
export async function showAlert(options: { title?: ReactNode; content: ReactNode; confirmText?: string; scope?: 'page' | 'app'; page?: TPageMark }): Promise<boolean> {
  const answer = await ask({ title: options.title, content: options.content, scope: options.scope ?? 'page', page: options.page, actions: [{ key: 'ok', text: options.confirmText ?? i18n.t('common.ok') }] });
  return answer === 'ok';
}

/** true only when the member confirms on the page it was asked on (`page`, as for showAlert); `danger` paints the confirm button red; `signal` closes it unanswered (false). */
export async function showConfirm(options: { content: ReactNode; confirmText?: string; cancelText?: string; danger?: boolean; page?: TPageMark; signal?: AbortSignal }): Promise<boolean> {
  const answer = await ask({
    content: options.content,
    scope: 'page',
    page: options.page,
    signal: options.signal,
    actions: [
      { key: 'cancel', text: options.cancelText ?? i18n.t('common.cancel') },
      { key: 'confirm', text: options.confirmText ?? i18n.t('common.ok'), bold: true, danger: options.danger },
    ],
  });
  return answer === 'confirm';
}

/** The route changed: closes the dialogs of the page left (their answers no longer act). */
export { leavePage as closePageDialogs, markPage, type TPageMark } from './page-dialogs.ts';

// A dialog belongs to the page it was opened on: the member who leaves that page (the phone's
// Back, a tab, a link) must not find it over another page, and an answer given after leaving
// must not act there (a "Cancel this order?" confirmed over another bet's page once cancelled
// the first bet). The app shell calls leavePage() on every route change.

let pageVisit = 0;
const openDialogs = new Set<() => void>();

export type TPageDialog = {
  /** Whether the page the dialog was opened on is still the one shown. */
  stillOnPage(): boolean;
  /** The dialog closed by itself: forget it. */
  release(): void;
};

/** Registers an open dialog's close function; leavePage() calls it. */
export function bindToPage(close: () => void): TPageDialog {
  const visit = pageVisit;
  openDialogs.add(close);
  return {
    stillOnPage: () => visit === pageVisit,
    release: () => void openDialogs.delete(close),
  };
}

/** The route changed: closes every dialog of the page left. */
export function leavePage(): void {
  pageVisit += 1;
  const closing = [...openDialogs];
  openDialogs.clear();
  for (const close of closing) close();
}

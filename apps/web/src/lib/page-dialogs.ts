// A dialog belongs to the page it was opened on: the member who leaves that page (the phone's
// Back, a tab, a link) must not find it over another page, and an answer given after leaving
// must not act there (a "Cancel this bet?" confirmed over another bet's page once cancelled
// the first bet). The app shell calls leavePage() on every route change.
//
// A dialog that follows a request (the odds changed, the withdrawal went through) belongs to the
// page the member acted on, not to whichever page shows when the answer comes: the caller marks
// the page before the request (markPage) and the dialog opens only if the member is still there.

let pageVisit = 0;
const openDialogs = new Set<() => void>();

export type TPageMark = {
  /** Whether the page marked is still the one shown. */
  stillOnPage(): boolean;
};

export type TPageDialog = TPageMark & {
  /** The dialog closed by itself: forget it. */
  release(): void;
};

/** The page shown now; stillOnPage() turns false once the member leaves it. */
export function markPage(): TPageMark {
  const visit = pageVisit;
  return { stillOnPage: () => visit === pageVisit };
}

/** Registers an open dialog's close function for the page marked (by default, the page shown now); leavePage() calls it. */
export function bindToPage(close: () => void, page: TPageMark = markPage()): TPageDialog {
  openDialogs.add(close);
  return {
    stillOnPage: page.stillOnPage,
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

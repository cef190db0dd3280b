// While a dialog or a sheet is open over the page, the page behind it (the app's #root; modals are
// drawn outside it, on <body>) is inert: a screen reader's swipe no longer walks into it, and no
// tap or key reaches it. aria-modal alone left it readable (QA: TalkBack read the bet behind
// "Cancel this bet?"). Counted, so a dialog over a sheet does not free the page when it closes.

let held = 0;

/** Makes the page behind inert until the returned release is called (once). */
export function holdBackgroundInert(): () => void {
  const root = document.getElementById('root');
  if (!root) return () => undefined;
  held += 1;
  root.inert = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    if (held === 0) root.inert = false;
  };
}

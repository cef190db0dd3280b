import { useEffect, useRef } from 'react';
import { holdBackgroundInert } from './background-inert.ts';
import { giveFocusBack } from './focus-return.ts';

/**
 * Focus for a sheet: it goes into the sheet when it opens and back to what opened it when it
 * closes. A keyboard or screen-reader user was otherwise left on the page behind it, then on
 * <body> (QA, accessibility). Give `modal` to the sheet's element (tabIndex -1), `shown` to its
 * afterShow and `closed` to its afterClose. `focusShown` replaces focusing the sheet itself (a
 * sheet whose first box should take the focus).
 */
export function useModalFocus<T extends HTMLElement>(visible: boolean, focusShown?: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  const modal = useRef<T>(null);
  const firstRender = useRef(true);
  const releasePage = useRef<(() => void) | null>(null);
  const shown = () => (focusShown ? focusShown() : modal.current?.focus());
  const freePage = () => {
    releasePage.current?.();
    releasePage.current = null;
  };
  // Freed when the sheet goes with its page too: a page left inert would take no tap at all.
  useEffect(() => freePage, []);
  useEffect(() => {
    if (visible) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The page behind is inert while the sheet is open (background-inert.ts), from the moment it
      // is asked to close: its closing animation runs over a page that takes the focus back.
      releasePage.current ??= holdBackgroundInert();
    } else freePage();
    // antd-mobile's Popup calls afterShow at the end of its opening animation, and a Popup made
    // already open (a lazily loaded sheet, at its first opening) has none.
    if (visible && firstRender.current) requestAnimationFrame(shown);
    firstRender.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening matters, not a new `shown` each render
  }, [visible]);
  return {
    modal,
    shown,
    closed: () => {
      freePage();
      giveFocusBack(opener.current);
      opener.current = null;
    },
  };
}

import { useEffect, useRef } from 'react';

/**
 * Steps the browser's history back over the entries a checkout frame added, once the frame is
 * gone. The provider's page navigates inside its frame (the sandbox posts its form, a real
 * checkout moves between its steps), and each of those navigations is an entry of the tab's one
 * history: after the payment the frame is replaced by the outcome, and the member's first Back
 * would step through an entry of a frame no longer there, changing nothing on screen (QA: "Back
 * after a paid deposit needs two presses"). Counting `history.length` from when the page opened
 * finds how many entries the frame added; stepping back over them leaves the member on this
 * page's own entry, so the next Back leaves it.
 */
export function useDropFrameHistory(frameGone: boolean): void {
  const lengthAtOpen = useRef(window.history.length);
  const dropped = useRef(false);
  useEffect(() => {
    if (!frameGone || dropped.current) return;
    dropped.current = true;
    const added = window.history.length - lengthAtOpen.current;
    if (added > 0) window.history.go(-added);
  }, [frameGone]);
}

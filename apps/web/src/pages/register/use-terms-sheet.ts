import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

// The rules and terms and the privacy policy, read from the register page without leaving it:
// the same pages as /pages/me/help/notice and policy, in a full-screen sheet over the form. The
// form stays mounted underneath, so what the visitor typed (passwords included, which are kept
// nowhere else) is still there when they come back. The sheet is named in the address
// (?read=rules), so the phone's Back closes it instead of leaving the register page.

const DOCUMENTS = ['rules', 'privacy'] as const;
export type TTermsDocument = (typeof DOCUMENTS)[number];

const READ_PARAM = 'read';
/** History state of the entry the sheet's opening pushed: closing it is then a step back. */
const OPENED_HERE = { slTermsSheet: true } as const;

export function useTermsSheet() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reading = DOCUMENTS.find((doc) => doc === params.get(READ_PARAM)) ?? null;
  // Opening is a new history entry, and the app starts a new entry at the top: coming back, the
  // visitor finds the form where they left it (at the terms line), not scrolled to its top.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (reading !== null || scrolledTo.current === null) return;
    window.scrollTo(0, scrolledTo.current);
    scrolledTo.current = null;
  }, [reading]);
  const withDocument = (doc: TTermsDocument | null) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (doc) next.set(READ_PARAM, doc);
    else next.delete(READ_PARAM);
    return next;
  };
  const open = (doc: TTermsDocument) => {
    scrolledTo.current = window.scrollY;
    setParams(withDocument(doc), { state: OPENED_HERE });
  };
  const close = () => {
    const openedHere = (location.state as { slTermsSheet?: unknown } | null)?.slTermsSheet === true;
    // Opened from a reload or a shared address: there is no entry of the form to step back to.
    if (openedHere) void navigate(-1);
    else setParams(withDocument(null), { replace: true });
  };
  return { reading, open, close };
}

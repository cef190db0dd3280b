import { useEffect, useRef } from 'react';
import type { InputRef } from 'antd-mobile';

/**
 * ARIA that antd-mobile's Input does not pass on to its <input>: the caption that names it, that
 * it is invalid, and the error that says why (QA, accessibility: the stake box was named only by
 * its placeholder, and no field said it was in error). Give the returned ref to the Input.
 * `describedBy` is said while the field is invalid; `hintBy` (the limits it takes) while it is not.
 */
export function useInputAria(aria: { labelledBy?: string; invalid: boolean; describedBy?: string; hintBy?: string }) {
  const input = useRef<InputRef>(null);
  const { labelledBy, invalid, describedBy, hintBy } = aria;
  useEffect(() => {
    const element = input.current?.nativeElement;
    if (!element) return;
    const set = (name: string, value: string | undefined) => (value === undefined ? element.removeAttribute(name) : element.setAttribute(name, value));
    set('aria-labelledby', labelledBy);
    set('aria-invalid', invalid ? 'true' : undefined);
    set('aria-describedby', invalid ? describedBy : hintBy);
  }, [labelledBy, invalid, describedBy, hintBy]);
  return input;
}

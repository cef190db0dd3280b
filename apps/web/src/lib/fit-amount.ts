import type { CSSProperties } from 'react';

/**
 * The style that keeps a big hero amount whole in its card (global.css .sl-fit-amount): the text
 * shrinks below `maxPx` as its characters need, so "₦10,055,603.20" fits a 320 px phone instead of
 * losing its last digit to the card's edge (QA). The card carries .sl-fit-amount-box.
 */
export function fitAmountStyle(text: string, maxPx: number): CSSProperties {
  return { '--sl-fit-chars': text.length, '--sl-fit-max': `${maxPx}px` } as CSSProperties;
}

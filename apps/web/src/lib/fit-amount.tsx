import type { CSSProperties } from 'react';

/**
 * A big hero amount kept whole in its card (global.css .sl-fit-amount): the text shrinks below
 * `maxPx` as its characters need, so "₦10,055,603.20" fits a 320 px phone instead of losing its
 * last digit to the card's edge (QA). The card carries .sl-fit-amount-box.
 */
export function FitAmount({ text, maxPx, className, testId }: { text: string; maxPx: number; className: string; testId: string }) {
  const style = { '--sl-fit-chars': text.length, '--sl-fit-max': `${maxPx}px` } as CSSProperties;
  return <p className={`${className} sl-money sl-fit-amount`} style={style} data-testid={testId}>{text}</p>;
}

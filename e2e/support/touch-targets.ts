import type { Page } from 'playwright-core';

/** The smallest tap area a phone control should have: Apple's 44 pt, Android's 48 dp is close. */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls on the page now that a finger can miss: for each visible control, a tap 22 px
 * from its centre (left, right, above, below) must still land on it, as the browser decides
 * (elementFromPoint), so an area widened by padding or a pseudo-element counts and a neighbour
 * lying over it does not. Each control is scrolled to the middle of the screen first. Findings
 * name the control by its test id or its text, with its drawn size. Links inside a sentence are
 * left out, as WCAG leaves them. A control inside another (a passcode in its label) must take a
 * tap on its middle itself.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  // A string, not a function: tsx's helpers in a compiled function do not exist in the page.
  return page.evaluate(`(() => {
    const reach = ${TOUCH_TARGET_PX / 2 - 0.5};
    const controls = 'button, a[href], [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], label, select';
    const faults = [];
    const name = (el) => {
      const id = el.getAttribute('data-testid') || el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return (id ? '[' + id + '] ' : '') + '"' + text + '"';
    };
    const seen = new Set();
    for (const el of Array.from(document.querySelectorAll(controls))) {
      if (el.closest('[aria-hidden="true"], [inert], .adm-mask')) continue;
      // The outermost control's area counts (a label around a checkbox, a button around an icon);
      // one inside another must still take a tap on its own middle, not its holder's area drawn over it.
      const outer = el.parentElement?.closest(controls);
      if (outer) {
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && !el.contains(hit) && hit.contains(el)) faults.push(name(el) + ': what holds it takes a tap on its middle');
        continue;
      }
      if (el.matches(':disabled, [aria-disabled="true"]')) continue;
      // A link inside a sentence ("I accept the rules and terms") is the sentence's line tall (WCAG's inline exception).
      const inSentence = Array.from(el.parentElement?.childNodes || []).some((n) => n.nodeType === 3 && (n.textContent || '').trim().length > 1);
      if (inSentence && getComputedStyle(el).display.startsWith('inline') && el.getBoundingClientRect().height < 24) continue;
      const first = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (first.width < 2 || first.height < 2 || style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const points = [[cx - reach, cy], [cx + reach, cy], [cx, cy - reach], [cx, cy + reach]];
      const misses = points.filter(([x, y]) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false; // at the screen's edge, the edge is the limit
        const hit = document.elementFromPoint(x, y);
        return !hit || !(el.contains(hit) || hit.closest(controls) === el);
      });
      const key = name(el);
      if (misses.length > 0 && !seen.has(key)) {
        seen.add(key);
        faults.push(key + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + ': a tap 22 px from its middle misses it');
      }
    }
    window.scrollTo(0, 0);
    return faults;
  })()`);
}

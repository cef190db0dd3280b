import type { Page } from 'playwright-core';

/**
 * What a member would see as broken on the page now: text cut short (an ellipsis, or a box that
 * hides part of its text) and boxes that stick out of the card they are drawn in or off the
 * screen, and hyphens widened by tabular figures. Each finding names the element by its test
 * id or class and quotes its text.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : el.tagName.toLowerCase();
      return `${cls}${id ? ` in [${id}]` : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"`;
    };
    // Shown to a sighted member: not hidden, not a screen reader's 1 px label, not parked off screen.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // (Entirely left of the screen: a native input parked there on purpose, as antd-mobile's passcode does.)
      return r.width > 1 && r.height > 1 && r.right > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // Rows made to scroll sideways (day strips, filter chips) hold boxes past the edge on purpose.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const x = getComputedStyle(up).overflowX;
        if (x === 'auto' || x === 'scroll') return true;
      }
      return false;
    };
    const screenWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screenWidth) faults.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${screenWidth})`);
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!visible(el)) continue;
      // Inputs' placeholders cut short: measured as the input's own text for a moment (no event
      // is sent, so the app never sees it).
      if (el instanceof HTMLInputElement && el.placeholder && !el.value) {
        el.value = el.placeholder;
        if (el.scrollWidth > el.clientWidth + 1) faults.push(`placeholder cut: ${name(el)} "${el.placeholder}"`);
        el.value = '';
      }
      if (!(el.textContent ?? '').trim()) continue;
      const style = getComputedStyle(el);
      // Text cut short: an ellipsis in use, or a box hiding what it holds sideways.
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const cut = hidesX && el.scrollWidth > el.clientWidth + 1 && (style.textOverflow === 'ellipsis' || el.children.length === 0);
      // A clamped block (line-clamp) that hides lines.
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1;
      if (cut || clamped) faults.push(`cut: ${name(el)}`);
    }
    // A hyphen in a word or a date set in tabular figures: Inter's tabular set gives the
    // hyphen-minus a figure's width, which reads as "Kick - off" or "2026 - 11 - 26". (A score's
    // "2-1" is spaced like a scoreboard and left alone.)
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || !/[A-Za-z]-[A-Za-z]|\d{4}-\d\d/.test(node.textContent ?? '')) continue;
      if (getComputedStyle(parent).fontVariantNumeric.includes('tabular-nums')) faults.push(`wide hyphen in tabular figures: ${name(parent)}`);
    }
    // Boxes drawn past the right edge of their card or of the screen.
    for (const el of Array.from(document.querySelectorAll('button, input, b, strong, span, a, h1, h2, h3, p'))) {
      if (!visible(el) || inScroller(el)) continue;
      const r = el.getBoundingClientRect();
      if (getComputedStyle(el).position === 'fixed') continue;
      const card = el.parentElement?.closest('.sl-w-card, .sl-pick, .sl-cell, .sl-order, .sl-record');
      // Inside a card: within its padding, where its text is meant to sit (a price touching a
      // score cell's border reads as broken). Elsewhere: on the screen.
      let [left, right] = [0, screenWidth];
      if (card) {
        const c = card.getBoundingClientRect();
        const cs = getComputedStyle(card);
        left = c.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft);
        right = c.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight);
      }
      const out = Math.max(left - r.left, r.right - right);
      if (out > 1) faults.push(`sticks out by ${Math.round(out)} px: ${name(el)}`);
    }
    return [...new Set(faults)];
  });
}

// antd-mobile draws some of its controls as elements a keyboard, a switch or a screen reader's
// focus cannot reach: the tab bar's items are divs with click handlers, a clickable List.Item and
// an ActionSheet's options are <a> without href (QA: Tab skipped the tab bar, every entry of Me
// and the language sheet; the header's back is now a button of ours, page-header.tsx). Each such
// element gets a place in the tab order and a role, and Enter or Space presses it, as they press a
// button.

const CLICKABLE = ['.adm-tab-bar-item', 'a.adm-list-item:not([href])', 'a.adm-action-sheet-button-item:not([href])'].join(',');
const MARK = 'slKeyboard';

export function makeReachable(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(CLICKABLE)) {
    if (element.dataset[MARK]) continue;
    element.dataset[MARK] = '1';
    if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  }
}

export function installKeyboardAccess(doc: Document = document): void {
  makeReachable(doc);
  new MutationObserver(() => makeReachable(doc)).observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.dataset[MARK]) return;
    // Space would scroll the page; Enter on an <a> without href does nothing by itself.
    event.preventDefault();
    target.click();
  });
}

// A row of choices (day chips, status chips, a period's tabs, Correct/Incorrect) is one Tab stop,
// and the arrow keys move the choice along it, as WAI-ARIA's radio group and tab list patterns
// say: Results' 30 days were 30 Tab stops (QA, keyboard). Each group's items take
// `rovingTabIndex()`; one document listener, installed by the first module that imports this
// one, moves along any group (so the sign-in screen's code carries none of it).

const GROUP = '[role="radiogroup"], [role="tablist"]';
const ITEM = '[role="radio"], [role="tab"]';
const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** The item a key leads to among `count` items from `at`, or null for a key the group does not use. Wraps round. */
export function arrowTarget(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (!NEXT.has(key) && !PREVIOUS.has(key)) return null;
  return (at + (NEXT.has(key) ? 1 : -1) + count) % count;
}

/**
 * The tabIndex of a group's item at `index`, `chosen` being the chosen item's index (-1: none):
 * the chosen item is the group's Tab stop, or the first when none is chosen (a group with no Tab
 * stop could not be reached at all).
 */
export function rovingTabIndex(index: number, chosen: number): 0 | -1 {
  return index === Math.max(chosen, 0) ? 0 : -1;
}

function onKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const item = (event.target as HTMLElement | null)?.closest?.<HTMLElement>(ITEM);
  const group = item?.closest<HTMLElement>(GROUP);
  if (!item || !group) return;
  const items = [...group.querySelectorAll<HTMLElement>(ITEM)].filter((el) => !(el as HTMLButtonElement).disabled && el.closest(GROUP) === group);
  const target = arrowTarget(event.key, items.indexOf(item), items.length);
  if (target === null) return;
  event.preventDefault();
  const next = items[target]!;
  next.focus();
  // Choosing follows the focus, as a radio group's and a tab list's with automatic activation do.
  if (next.getAttribute('aria-checked') !== 'true' && next.getAttribute('aria-selected') !== 'true') next.click();
}

// A module runs once, however many groups import it.
if (typeof document !== 'undefined') document.addEventListener('keydown', onKey);

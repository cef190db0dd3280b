import { useEffect, useRef } from 'react';

// The phone's Back (and a keyboard's Escape) closes what is open over a page — a bottom sheet, a
// menu, a confirm dialog — instead of leaving the page under it (QA: Back with the withdrawal's
// password sheet open left the form and everything typed in it). The web has no Back event: an
// overlay that opens adds a history entry of its own (same address, a mark in history.state),
// Back pops that entry and the overlay closes. An overlay closed any other way (its close button,
// a choice, the mask) steps back over its entry, so the member's next Back leaves the page as before.
//
// The entry copies the router's state (its key and index), so the router reads popping it as a
// move to the same location: the page stays mounted and the depth counter (history-depth.ts)
// is unchanged. A navigation made while an entry is held (a menu's item, "Add a bank account" in
// a sheet) waits until the entry is stepped over (afterOverlayEntries), or it would leave the
// entry buried under the next page and cost a Back that changes nothing.

const MARK = 'slOverlay';
/** If a step back is never answered (the browser ignored it), what waits for it goes anyway. */
const STEP_BACK_TIMEOUT_MS = 500;

// Ids differ from one page load to the next: an entry left from before a reload (a sheet open
// when the member reloaded) must never pass for a new overlay's (QA: Back then did not close it).
let lastId = Math.floor(Math.random() * 2 ** 30) * 1000;
/** Entries of overlays still open. */
const held = new Set<number>();
/** An entry whose overlay just closed: stepped over at the end of the task unless another overlay takes it over first. */
let dropping: number | null = null;
/** A step back asked for and not yet answered by popstate. */
let stepping = false;
const waiting: (() => void)[] = [];

function topEntry(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>)[MARK];
  return typeof id === 'number' ? id : null;
}

function markedState(id: number): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: id };
}

function stepBack(): void {
  dropping = null;
  if (stepping) return;
  let finished = false;
  // Answered once: by popstate, or by the timeout if the browser never answers.
  const done = () => {
    if (finished) return;
    finished = true;
    stepping = false;
    window.removeEventListener('popstate', done);
    clearTimeout(timer);
    for (const next of waiting.splice(0)) next();
  };
  stepping = true;
  window.addEventListener('popstate', done);
  const timer = setTimeout(done, STEP_BACK_TIMEOUT_MS);
  window.history.back();
}

/**
 * Runs `navigate` once no overlay's entry is on top of the history: at once if none is, else
 * after stepping back over it. Every navigation of the app goes through here.
 */
export function afterOverlayEntries(navigate: () => void): void {
  const top = topEntry();
  const ours = top !== null && (held.has(top) || dropping === top);
  if (!stepping && !ours) {
    navigate();
    return;
  }
  waiting.push(navigate);
  if (!stepping) stepBack();
}

/**
 * An overlay's entry whose overlay is gone (left by a reload with a sheet open, or reached again by
 * Forward or by Back from a later page) would make a Back that changes nothing: stepped over.
 */
function stepOverLeftEntry(): void {
  const top = topEntry();
  if (top !== null && !held.has(top) && dropping !== top && !stepping) stepBack();
}

/**
 * Started once, before the app renders: Escape is the keyboard's Back (it steps back over the top
 * overlay's entry, which closes it), and entries no open overlay owns are stepped over, the one a
 * reload left on top included.
 */
export function installOverlayHistory(): void {
  document.addEventListener('keydown', (event) => {
    const top = topEntry();
    if (event.key !== 'Escape' || top === null || !held.has(top) || stepping) return;
    event.preventDefault();
    stepBack();
  });
  window.addEventListener('popstate', stepOverLeftEntry);
  stepOverLeftEntry();
}

/**
 * Gives an overlay that just opened a history entry: Back pops it and calls `onBack`. The
 * returned release() is for the overlay closing any other way: its entry is stepped over.
 */
export function holdBackEntry(onBack: () => void): () => void {
  const id = ++lastId;
  let released = false;
  const onPop = () => {
    if (topEntry() === id || !held.delete(id)) return;
    window.removeEventListener('popstate', onPop);
    onBack();
  };
  const push = () => {
    if (released) return;
    // An overlay that closed in this same task (React's strict mode remounting, one sheet handing
    // over to the next) leaves its entry to this one instead of stepping back and pushing again.
    if (dropping !== null && dropping === topEntry()) {
      dropping = null;
      window.history.replaceState(markedState(id), '');
    } else {
      window.history.pushState(markedState(id), '');
    }
    held.add(id);
    window.addEventListener('popstate', onPop);
  };
  // Pushed during a step back, the entry would be the one that step takes away.
  if (stepping) waiting.push(push);
  else push();
  return () => {
    released = true;
    if (!held.delete(id)) return;
    window.removeEventListener('popstate', onPop);
    if (topEntry() !== id || stepping) return;
    dropping = id;
    queueMicrotask(() => {
      if (dropping === id && topEntry() === id) stepBack();
    });
  };
}

/** While `open`, the phone's Back calls `close` instead of leaving the page (holdBackEntry). */
export function useBackCloses(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => (open ? holdBackEntry(() => latestClose.current()) : undefined), [open]);
}

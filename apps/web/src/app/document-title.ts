import { loadedRuntimeConfig } from '../lib/runtime-config.ts';

// Spec 2: the browser title comes from the runtime config with a fixed fallback and is locked
// after it is first shown: pages do not rename the tab, and a re-fetched config (the version
// check) cannot either.

export const FALLBACK_TITLE = 'Scoreline';

let lockedTitle: string | undefined;

export function titleFromConfig(configured: string | undefined): string {
  const trimmed = configured?.trim();
  return trimmed ? trimmed : FALLBACK_TITLE;
}

export function lockDocumentTitle(): string {
  lockedTitle ??= titleFromConfig(loadedRuntimeConfig().VIT_TITLE);
  document.title = lockedTitle;
  return lockedTitle;
}

// A page's code (or its texts) arrives in chunks fetched on demand. When the network drops
// between a tap and that fetch, the browser rejects the dynamic import() with its own wording;
// the route error screen must say "no connection" then, not "something went wrong": the action
// that led there (placing a bet, say) may well have gone through.

/** How each engine words a dynamic import that could not be fetched, and Vite's preload of a page's CSS. */
const CHUNK_FAILURE_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite, a page's stylesheet
];

/** Whether `error` is a page's code failing to load (a connection problem), not a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // webpack-style loaders name it; kept so a change of bundler does not silently lose this screen.
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_FAILURE_MESSAGES.some((text) => message.includes(text));
}

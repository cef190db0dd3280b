import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it('recognises each browser’s failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/order-success-page-D1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.test/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/order-success-page-D1.css'))).toBe(true);
  });

  it('recognises a ChunkLoadError by its name', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves a page’s own bugs and non-errors to the generic message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'stake')"))).toBe(false);
    expect(isChunkLoadError(new Error('Network Access Error!'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

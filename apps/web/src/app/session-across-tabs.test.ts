import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/api-paths.ts';
import { sessionChangedElsewhere } from './session-across-tabs.ts';

describe('sessionChangedElsewhere', () => {
  it('is true when another tab signs out, signs in as someone else, or clears the storage', () => {
    expect(sessionChangedElsewhere({ key: TOKEN_STORAGE_KEY, oldValue: 'member-a', newValue: null })).toBe(true);
    expect(sessionChangedElsewhere({ key: TOKEN_STORAGE_KEY, oldValue: 'member-a', newValue: 'member-b' })).toBe(true);
    expect(sessionChangedElsewhere({ key: TOKEN_STORAGE_KEY, oldValue: null, newValue: 'member-b' })).toBe(true);
    expect(sessionChangedElsewhere({ key: null, oldValue: null, newValue: null })).toBe(true);
  });

  it('is false for other keys (the theme, the language) and for the same token written again', () => {
    expect(sessionChangedElsewhere({ key: 'sl_theme', oldValue: 'a', newValue: 'b' })).toBe(false);
    expect(sessionChangedElsewhere({ key: TOKEN_STORAGE_KEY, oldValue: 'member-a', newValue: 'member-a' })).toBe(false);
  });
});

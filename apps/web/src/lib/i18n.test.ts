import { describe, expect, it } from 'vitest';
import { languageSetElsewhere } from './i18n.ts';

describe('a language another tab chose', () => {
  it('is followed when it is one of the app\'s and not the one shown', () => {
    expect(languageSetElsewhere('language', 'fr', 'en')).toBe('fr');
    expect(languageSetElsewhere('language', 'fr', 'fr')).toBeNull();
    expect(languageSetElsewhere('language', 'de', 'en')).toBeNull();
    expect(languageSetElsewhere('language', null, 'en')).toBeNull();
    expect(languageSetElsewhere('token_mytrade', 'th', 'en')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { describeSegment, failingLanguages, languageErrors, tabForErrors } from './content-model.ts';

describe('message segments', () => {
  it('reads the send id prefix the server stores', () => {
    expect(describeSegment('all')).toBe('Every member');
    expect(describeSegment('member:12')).toBe('Member #12');
    expect(describeSegment('vip:3')).toBe('VIP 3');
    expect(describeSegment('other')).toBe('other');
  });
});

describe('announcement errors by language', () => {
  // English filled, French and Thai left empty: what the form reports after Save.
  const onlyEnglish = [
    { name: ['title_en'], errors: [] },
    { name: ['body_en'], errors: [] },
    { name: ['title_th'], errors: ['Title is required'] },
    { name: ['title_fr'], errors: ['Title is required'] },
    { name: ['body_fr'], errors: ['Text is required'] },
  ];

  it('names each error by its language, in tab order', () => {
    const errors = languageErrors(onlyEnglish);
    expect(errors.map((e) => e.message)).toEqual(['French: Title is required', 'French: Text is required', 'Thai: Title is required']);
    expect(failingLanguages(errors)).toEqual(['fr', 'th']);
    expect(languageErrors([{ name: ['title_en'], errors: [] }])).toEqual([]);
  });

  it('brings the first failing tab into view when Save finds errors only out of view', () => {
    expect(tabForErrors('en', [], ['fr', 'th'])).toBe('fr');
    expect(tabForErrors('th', [], ['fr', 'th'])).toBe('th');
  });

  it('leaves the tab alone while the admin types or looks at another tab', () => {
    // Fixing the French title: fewer errors, no new ones.
    expect(tabForErrors('fr', ['fr', 'th'], ['th'])).toBe('fr');
    // Emptying the English title, in view, while French still fails.
    expect(tabForErrors('en', ['fr'], ['en', 'fr'])).toBe('en');
    // All fixed.
    expect(tabForErrors('th', ['th'], [])).toBe('th');
  });
});

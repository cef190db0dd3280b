import { describe, expect, it } from 'vitest';
import { unbrokenEm, wordEm } from './word-width.ts';

describe('a word\'s width in em, to size a team\'s name by', () => {
  it('counts capitals wider than other letters', () => {
    expect(wordEm('WOLVERHAMPTON')).toBeCloseTo(13 * 0.76);
    expect(wordEm('Wolverhampton')).toBeCloseTo(0.76 + 12 * 0.62);
  });
  it('counts nothing for a mark set on the letter before it: Thai vowels and tones, combining accents', () => {
    // 18 code points, 4 of them vowels above or below their consonant.
    expect(wordEm('ราชบุรีมิตรผลเอฟซี')).toBeCloseTo(14 * 0.62);
    expect(wordEm('Mo\u0308nchen')).toBeCloseTo(wordEm('Mönchen'));
  });
  it('counts a hyphenated word by its widest piece, as it breaks after its hyphens', () => {
    expect(unbrokenEm('Saint-Étienne-du-Rouvray')).toBeCloseTo(wordEm('Étienne-'));
    expect(unbrokenEm('Newcastle-under-Lyme')).toBeCloseTo(wordEm('Newcastle-'));
    expect(unbrokenEm('WOLVERHAMPTON')).toBeCloseTo(wordEm('WOLVERHAMPTON'));
  });
});

import type { PostProcessorModule } from 'i18next';

// Thai is written without spaces between words: the browser finds where a line may break with a
// dictionary (ICU in Chromium), and that dictionary lacks words the app says all the time, so it
// broke inside them: "เงินเดิม|พัน" (the slip's stake heading), "วางเดิม|พันที่ 15.00" (the odds
// changed dialog). No CSS prevents it: word-break: normal or keep-all and line-break: auto all
// break there the same. So these words are glued: U+2060 WORD JOINER between their letters
// forbids a break inside them and is never drawn (the glyphs come out the same).

const WORD_JOINER = '\u2060';

/**
 * Words of the app's texts the line breaker splits, always or in some sentences: "bet" (เดิม|พัน),
 * "commission" (คอม|มิช|ชัน), "score" (สก|อร์อื่นๆ), "match" (แต่ละแม|ตช์), "price" (แต่ละรา|คา),
 * "show" (แส|ดงราคาใหม่, the rules page: QA).
 */
const WHOLE_WORDS = ['เดิมพัน', 'คอมมิชชัน', 'สกอร์', 'แมตช์', 'ราคา', 'แสดง'] as const;

// A letter with the vowel and tone marks written above or below it: a joiner never goes between them.
const LETTERS = /.[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]*/gu;
const glued = new Map<string, string>(WHOLE_WORDS.map((word) => [word, (word.match(LETTERS) ?? [word]).join(WORD_JOINER)]));
const anyWord = new RegExp(WHOLE_WORDS.join('|'), 'gu');
const THAI = /[\u0E00-\u0E7F]/u;

/** `text` with the Thai words the line breaker would split glued whole; any other text as it is. */
export function keepThaiWordsWhole(text: string): string {
  return THAI.test(text) ? text.replace(anyWord, (word) => glued.get(word) ?? word) : text;
}

/** An i18next post-processor applying keepThaiWordsWhole to every text the app translates (i18n.ts). */
export const thaiWordsPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'thaiWords',
  process: (value) => keepThaiWordsWhole(value),
};

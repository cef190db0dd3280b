// How wide a word of a team's name sets in the app's bold Inter, in em: TeamName sizes its whole name by it.

/**
 * A word's width in em of the app's bold Inter, near enough to size it by: a capital about 0.76,
 * another letter or figure 0.62 (narrow and wide ones averaged), a mark set on the letter before
 * it (Thai vowels and tones above or below, a combining accent) nothing (QA: "ราชบุรีมิตรผลเอฟซี"
 * was shrunk to 10 px with room to spare).
 */
export function wordEm(word: string): number {
  let em = 0;
  for (const char of word) em += /\p{M}/u.test(char) ? 0 : /\p{Lu}/u.test(char) ? 0.76 : 0.62;
  return em;
}

/**
 * The width a name's word needs on one line, in em: a hyphenated word breaks after its hyphens
 * like a line breaks between words, so its widest piece counts, hyphen included (QA:
 * "Saint-Étienne-du-Rouvray" was shrunk to 10 px as one word).
 */
export function unbrokenEm(word: string): number {
  return Math.max(...word.split(/(?<=-)/).map(wordEm));
}

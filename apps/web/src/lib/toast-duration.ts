/**
 * How long a toast stays: 2.2 s for a few words, longer for a sentence, at about 25 characters a
 * second, up to 8 s (QA: "This bet's terms changed since your slip was shown: …", 190 characters,
 * went after 2.4 s; it takes 7 to 8 to read).
 */
export function toastDuration(text: string): number {
  return Math.min(8_000, Math.max(2_200, Math.round(text.length * 40)));
}

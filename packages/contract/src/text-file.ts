// The text of an uploaded file. Fixture lists come from spreadsheets, and a spreadsheet on Windows
// saves "CSV" in Windows-1252, not UTF-8: read as UTF-8 its accented names turn into U+FFFD
// ("Atl�tico", QA), and members would read them so. A file that is valid UTF-8 is read as such
// (a UTF-8 file's bytes are almost never valid by accident otherwise); any other is read as
// Windows-1252, which gives every byte a character, and the reader is told which.

export type TTextEncoding = 'utf-8' | 'windows-1252';

// The contract compiles against ES2022 alone (no DOM, no Node types); browsers and Node both have
// the WHATWG TextDecoder, so it is declared here as much as this file uses.
declare const TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };

/**
 * Windows-1252's characters for bytes 0x80-0x9F (the rest are Latin-1, byte = code point). Written
 * out because Node's TextDecoder reads 'windows-1252' as Latin-1 there ("€" came out as U+0080),
 * while browsers follow the table; five bytes have no character and keep their code point.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** The file's text (a UTF-8 byte-order mark dropped) and the encoding it was read in. */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TTextEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** U+FFFD, what a decoder writes for bytes it could not read: a name holding it was mangled on the way. */
export const UNREADABLE_CHARACTER = '\uFFFD';

// The text of an uploaded file. Fixture lists come from spreadsheets, and a spreadsheet on Windows
// saves "CSV" in Windows-1252, not UTF-8: read as UTF-8 its accented names turn into U+FFFD
// ("Atl�tico", QA), and members would read them so. A file that is valid UTF-8 is read as such
// (a UTF-8 file's bytes are almost never valid by accident otherwise); any other is read as
// Windows-1252, which gives every byte a character, and the reader is told which.

// Excel's "Unicode Text" and some editors save UTF-16, with its byte-order mark: the usual way
// out of a spreadsheet for Thai or Arabic names. Read as UTF-8 it failed, and as Windows-1252 its
// every other character was a NUL (QA: "the header lacks league, home, away, kickoff").

export type TTextEncoding = 'utf-8' | 'utf-16' | 'windows-1252';

// The contract compiles against ES2022 alone (no DOM, no Node types); browsers and Node both have
// the WHATWG TextDecoder, so it is declared here as much as this file uses.
declare const TextDecoder: new (label: 'utf-8' | 'utf-16le' | 'utf-16be', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };

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

/** The file's text (its byte-order mark dropped) and the encoding it was read in. */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TTextEncoding } {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (utf16) {
    try {
      return { text: new TextDecoder(utf16, { fatal: true }).decode(bytes), encoding: 'utf-16' };
    } catch {
      // Not UTF-16 after all (an odd length, a lone surrogate): read as the bytes it is, below.
    }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Why a decoded file is no fixtures list at all: NUL characters, which no text file holds once
 * read in its own encoding (UTF-16 loses them above), are an image, a spreadsheet's own format or
 * random bytes. Said as that alone (QA: "read as Windows-1252, check the names" beside "text holds a
 * NUL character" for a binary file).
 */
export function binaryFileProblem(text: string): string | null {
  return text.includes('\u0000') ? 'this is not a text file (CSV or JSON): it holds binary data, such as an image or a spreadsheet saved in its own format' : null;
}

/** U+FFFD, what a decoder writes for bytes it could not read: a name holding it was mangled on the way. */
export const UNREADABLE_CHARACTER = '\uFFFD';

/** A fixtures file's format: by its name, else by its first character (the back office and the script alike). */
export function fixtureFormat(fileName: string, content: string): 'json' | 'csv' {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}

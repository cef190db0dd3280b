import { describe, expect, it } from 'vitest';
import { binaryFileProblem, decodeTextFile, fixtureFormat } from './text-file.ts';

/** Bytes from text whose characters are all below 0x100 (each one byte), and raw bytes between. */
const bytesOf = (...parts: (string | number)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...p].map((c) => c.charCodeAt(0)))));

describe('the text of an uploaded file', () => {
  it('reads UTF-8 as UTF-8, without its byte-order mark', () => {
    // UTF-8: the byte-order mark EF BB BF, and é as C3 A9.
    const bytes = bytesOf(0xef, 0xbb, 0xbf, 'league,home\nLaLiga,Atl', 0xc3, 0xa9, 'tico Baleares');
    expect(decodeTextFile(bytes)).toEqual({ text: 'league,home\nLaLiga,Atlético Baleares', encoding: 'utf-8' });
  });

  it('reads UTF-16 by its byte-order mark, either byte order, with Thai names intact (QA: Excel\u2019s Unicode Text read as NULs)', () => {
    const text = 'league,home\nไทยลีก,บุรีรัมย์';
    const le = [0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])];
    const be = [0xfe, 0xff, ...[...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])];
    expect(decodeTextFile(Uint8Array.from(le))).toEqual({ text, encoding: 'utf-16' });
    expect(decodeTextFile(Uint8Array.from(be))).toEqual({ text, encoding: 'utf-16' });
  });

  it('tells a fixtures file\u2019s format by its name, else by its first character', () => {
    expect(fixtureFormat('week.JSON', 'league,home')).toBe('json');
    expect(fixtureFormat('week.csv', '[{}]')).toBe('csv');
    expect(fixtureFormat('week.txt', '  [{"league": "x"}]')).toBe('json');
    expect(fixtureFormat('week.txt', 'league,home,away,kickoff')).toBe('csv');
  });

  it('reads a spreadsheet saved in Windows-1252 with its accents, not as replacement characters (QA)', () => {
    const bytes = bytesOf('Atl', 0xe9, 'tico,M', 0xe1, 'laga CF ', 0x80, 0x9c, 0x92);
    expect(decodeTextFile(bytes)).toEqual({ text: 'Atlético,Málaga CF €œ’', encoding: 'windows-1252' });
  });

  it('says a binary file is no text file, whatever encoding it was read in (QA: two confusing messages)', () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff]);
    expect(binaryFileProblem(decodeTextFile(bytes).text)).toMatch(/^this is not a text file \(CSV or JSON\)/);
    expect(binaryFileProblem(decodeTextFile(bytesOf('league,home,away,kickoff\n')).text)).toBeNull();
    // UTF-16 text holds NUL bytes, not NUL characters once read as UTF-16.
    expect(binaryFileProblem(decodeTextFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00])).text)).toBeNull();
  });
});

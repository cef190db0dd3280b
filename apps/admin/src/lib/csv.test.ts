import { describe, expect, it } from 'vitest';
import { collectPages, csvCell, csvFileName, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what needs quoting and neutralises formulas, not negative numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+2348030000001')).toBe("'+2348030000001");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes a header and one CRLF line per row, after a UTF-8 BOM', () => {
    const text = toCsv(
      [
        { title: 'name', value: (r: { name: string; kobo: number }) => r.name },
        { title: 'amount ₦', value: (r) => r.kobo / 100 },
      ],
      [
        { name: 'Adé', kobo: 150 },
        { name: 'B, C', kobo: 20 },
      ],
    );
    expect(text).toBe('\uFEFFname,amount ₦\r\nAdé,1.5\r\n"B, C",0.2\r\n');
  });

  it('fetches every page up to the total, and stops at the cap', async () => {
    const all = Array.from({ length: 45 }, (_, i) => i);
    const pages: number[] = [];
    const fetchPage = async (page: number, pageSize: number) => {
      pages.push(page);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
    };
    expect(await collectPages(fetchPage, { pageSize: 20 })).toEqual({ rows: all, total: 45, truncated: false });
    expect(pages).toEqual([1, 2, 3]);
    const capped = await collectPages(fetchPage, { pageSize: 20, maxRows: 30 });
    expect(capped).toEqual({ rows: all.slice(0, 30), total: 45, truncated: true });
    // An exact multiple of the page size ends on the total, not on an extra empty page.
    pages.length = 0;
    await collectPages(async (page, pageSize) => (pages.push(page), { items: all.slice(0, 40).slice((page - 1) * pageSize, page * pageSize), total: 40, page, pageSize }), { pageSize: 20 });
    expect(pages).toEqual([1, 2]);
  });

  it('names the file after the list and the operator’s day and time', () => {
    expect(csvFileName('withdrawals', new Date('2026-11-21T23:30:00Z'))).toBe('withdrawals-2026-11-22-0030.csv');
  });
});

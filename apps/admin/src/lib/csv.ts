import type { TPage } from './api-client.ts';
import { operatorClock, operatorDay } from './format.ts';

// CSV export of a table: every page the filters select (fetched from the server in big pages,
// up to a cap), written as RFC 4180 with a UTF-8 BOM so spreadsheet programs read ₦ and names
// right. Cells a spreadsheet would run as a formula are neutralised.

export type TCsvColumn<T> = { title: string; value: (row: T) => string | number | boolean | null | undefined };

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  // "=HYPERLINK(...)" typed by a member into a name must stay text; a negative amount stays a number.
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly TCsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const EXPORT_PAGE_SIZE = 200;
export const EXPORT_MAX_ROWS = 20_000;

/** Fetches page after page until the total (or the cap) is reached. */
export async function collectPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<TPage<T>>,
  options: { pageSize?: number; maxRows?: number } = {},
): Promise<{ rows: T[]; total: number; truncated: boolean }> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page, pageSize);
    total = answer.total;
    rows.push(...answer.items);
    if (answer.items.length < pageSize || rows.length >= total || rows.length >= maxRows) break;
  }
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}

/** "withdrawals-2026-11-21-1305.csv" (the operator's day and clock). */
export function csvFileName(base: string, at: Date): string {
  return `${base}-${operatorDay(at)}-${operatorClock(at).replace(':', '')}.csv`;
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A fixtures file's format: by its name, else by its first character. */
export function fixtureFormat(fileName: string, content: string): 'json' | 'csv' {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}

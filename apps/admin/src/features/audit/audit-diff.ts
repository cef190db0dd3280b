// The audit log's before/after view: both snapshots flattened to dotted paths ("prices.FT 1-0
// correct.odds"), each path marked added, removed, changed or the same. Values are compared as
// JSON, so "2026-11-21T12:00:00.000Z" and a number stay what the server stored.

export type TDiffKind = 'added' | 'removed' | 'changed' | 'same';
export type TDiffLine = { path: string; before: unknown; after: unknown; kind: TDiffKind };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** {a: {b: 1}, c: [1, 2]} -> {"a.b": 1, "c": [1, 2]} (arrays are leaves: a VIP table row change shows whole). */
export function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) out[prefix] = {};
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out[prefix] = value;
  } else if (value !== null && value !== undefined) {
    out['(value)'] = value;
  }
  return out;
}

export function diffSnapshots(before: unknown, after: unknown): TDiffLine[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return paths.map((path) => {
    const inA = Object.hasOwn(a, path);
    const inB = Object.hasOwn(b, path);
    const kind: TDiffKind = !inA ? 'added' : !inB ? 'removed' : JSON.stringify(a[path]) === JSON.stringify(b[path]) ? 'same' : 'changed';
    return { path, before: a[path], after: b[path], kind };
  });
}

/** The lines worth showing first: what changed; the unchanged ones only on request. */
export function changedLines(lines: readonly TDiffLine[]): TDiffLine[] {
  return lines.filter((l) => l.kind !== 'same');
}

export function showValue(v: unknown): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

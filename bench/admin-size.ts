// First-load weight of the back office (apps/admin): what a browser downloads before it shows
// the sign-in page, and before it shows a signed-in admin's first screen (layout + matches).
// Follows Vite's build manifest from index.html's entry through every static import, adds each
// route's lazy chunks with their static imports, and gzips each file at level 9.
//
//   npm run build -w apps/admin && node --import tsx bench/admin-size.ts
//
// Prints the figures and exits 0. Target (ours, issue 5 names none): sign-in page within 200 KiB.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const TARGET_KIB = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/admin/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as TManifest;

const SCREENS: Record<string, string[]> = {
  'sign-in page': ['src/features/auth/sign-in-page.tsx'],
  'matches (signed in)': ['src/app/admin-layout.tsx', 'src/features/matches/matches-page.tsx'],
  'withdrawals (signed in)': ['src/app/admin-layout.tsx', 'src/features/finance/withdrawals-page.tsx'],
  // Every role lands here; the chart (recharts) is its own lazy chunk, after the figures.
  'dashboard (signed in, chart included)': ['src/app/admin-layout.tsx', 'src/features/dashboard/dashboard-page.tsx', 'src/features/dashboard/dashboard-chart.tsx'],
};

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function staticClosure(keys: string[], files = new Set<string>(), seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    staticClosure(chunk.imports ?? [], files, seen);
  }
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('manifest has no entry chunk: build with build.manifest = true');
const shell = staticClosure([entryKey]);
console.log(`admin first-load size (gzip -9), dist: ${path.relative(root, dist)}`);
console.log(`  index.html ${kib(gzipSync(readFileSync(path.join(dist, 'index.html')), { level: 9 }).length)} KiB (not counted below)`);

let signInWithin = true;
for (const [name, srcs] of Object.entries(SCREENS)) {
  let js = 0;
  let css = 0;
  const rows: string[] = [];
  for (const file of [...staticClosure([entryKey, ...srcs])].sort()) {
    const size = gzipSize(file);
    if (file.endsWith('.css')) css += size;
    else js += size;
    rows.push(`    ${kib(size).padStart(6)} KiB  ${file}${shell.has(file) ? '' : '  (lazy)'}`);
  }
  const total = js + css;
  const target = name === 'sign-in page' ? ` (target ${TARGET_KIB} KiB: ${total <= TARGET_KIB * 1024 ? 'met' : 'MISSED'})` : '';
  if (name === 'sign-in page') signInWithin = total <= TARGET_KIB * 1024;
  console.log(`\n${name}: ${kib(total)} KiB = ${kib(js)} KiB JS + ${kib(css)} KiB CSS${target}`);
  for (const row of rows) console.log(row);
}
console.log(`\nsign-in target ${signInWithin ? 'met' : 'missed'}`);

// First-screen weight of the member web app: what a phone downloads before it can show the
// sign-in page (a visitor) or the home tab (a signed-in member). Follows Vite's build manifest
// from index.html's entry through every static import, adds the route's lazy chunk and its
// static imports, and gzips each file at level 9.
//
//   npm run build -w apps/web && node --import tsx bench/first-screen-size.ts
//
// Prints the figures and exits 0; the target is 150 KiB (JS + CSS) for each first screen.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kib, readViteBuild } from './support/vite-build.ts';

const TARGET_KIB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const { entryKey, staticClosure, gzipSize, htmlGzip } = readViteBuild(dist);

const ROUTE_CHUNKS = {
  login: 'src/pages/login/login-page.tsx',
  home: 'src/pages/home/home-page.tsx',
} as const;


const shellFiles = staticClosure([entryKey]);
console.log(`first-screen size (gzip -9), dist: ${path.relative(root, dist)}`);
console.log(`  index.html ${kib(htmlGzip)} KiB (not counted below)`);

let allWithin = true;
for (const [name, src] of Object.entries(ROUTE_CHUNKS)) {
  const files = staticClosure([entryKey, src]);
  let js = 0;
  let css = 0;
  const rows: string[] = [];
  for (const file of [...files].sort()) {
    const size = gzipSize(file);
    if (file.endsWith('.css')) css += size;
    else js += size;
    rows.push(`    ${kib(size).padStart(6)} KiB  ${file}${shellFiles.has(file) ? '' : `  (${name} route)`}`);
  }
  const total = js + css;
  const within = total <= TARGET_KIB * 1024;
  allWithin &&= within;
  console.log(`\n${name} first screen: ${kib(total)} KiB total = ${kib(js)} KiB JS + ${kib(css)} KiB CSS ` +
    `(target ${TARGET_KIB} KiB: ${within ? 'met' : 'MISSED'})`);
  for (const row of rows) console.log(row);
}
console.log(`\nfirst-screen target ${allWithin ? 'met' : 'missed'} for every route`);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a browser downloads from a Vite build before a screen shows, for the size benchmarks
// (member app first screens, back-office screens): the build manifest read once, each chunk's
// static closure (itself, its CSS, its static imports, recursively) and gzip -9 sizes.

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function readViteBuild(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as TManifest;
  const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

  /** The files a chunk needs before it runs: itself, its CSS, and its static imports, recursively. */
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
  return { entryKey, staticClosure, gzipSize, htmlGzip: gzipSize('index.html') };
}

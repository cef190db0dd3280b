import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

// The built apps' text files get .br and .gz twins beside them, made once at build time at the
// best compression, which the server sends to browsers that accept them (apps/server
// static-apps.ts). A member on a 2G/3G connection downloaded the first screen uncompressed: 404 KB
// of script that is 129 KB gzipped (QA).

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes file.br and file.gz beside every compressible file of `dir` that shrinks by it. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const twins: [string, Buffer][] = [
      [`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
      [`${file}.gz`, await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [twin, compressed] of twins) {
      if (compressed.length >= content.length) continue;
      await fs.writeFile(twin, compressed);
      written++;
    }
  }
  return written;
}

/** A Vite plugin: once the build is written, its output directory is precompressed. */
export function precompressAssets() {
  let outDir = 'dist';
  return {
    name: 'scoreline-precompress-assets',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

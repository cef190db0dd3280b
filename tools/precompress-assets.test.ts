import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDir } from './precompress-assets.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

it('writes brotli and gzip twins of the text files that decompress to the same bytes, in subfolders too', async () => {
  const script = 'export const greeting = "hello";\n'.repeat(200);
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
  await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Scoreline</p>'.repeat(100)}`);
  expect(await precompressDir(dir)).toBe(4);
  expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
  expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  expect((await fs.stat(path.join(dir, 'assets', 'index-abc.js.br'))).size).toBeLessThan(script.length / 10);
});

it('leaves images, fonts and files under a kilobyte alone', async () => {
  await fs.writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));
  await fs.writeFile(path.join(dir, 'font.woff2'), Buffer.alloc(4096));
  await fs.writeFile(path.join(dir, 'tiny.js'), 'export {};\n');
  expect(await precompressDir(dir)).toBe(0);
  expect((await fs.readdir(dir)).sort()).toEqual(['font.woff2', 'logo.png', 'tiny.js']);
});

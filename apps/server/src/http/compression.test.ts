import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// What a member on prepaid mobile data downloads: answers and the app's files compressed when the
// browser accepts it (QA: 404 KB of script and 14.6 KB pages of bets went uncompressed).

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-web-dist-'));
const script = 'export const rows = [];\n'.repeat(400);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Scoreline</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), script);
// The twins the build writes (tools/precompress-assets.ts).
fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(script));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: webDist } });

const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends an answer of a kilobyte or more in brotli, or gzip, to a client that accepts it, and plain to one that does not', async () => {
    const plain = await get('/web/rules');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/web/rules', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/web/rules', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the app\'s files from their precompressed twins, and the file itself to a browser that takes neither', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

import { build } from 'vite';
import fs from 'node:fs'; import zlib from 'node:zlib'; import path from 'node:path';
const cases = JSON.parse(process.argv[2]);
for (const [name, code] of Object.entries(cases)) {
  fs.writeFileSync(`./sz-${name}.ts`, code);
  const out = `/tmp/sz/out-${name}`;
  await build({ configFile: false, logLevel: 'silent', root: process.cwd(), define: {'process.env.NODE_ENV': '"production"'}, build: { outDir: out, emptyOutDir: true, rollupOptions: { input: `./sz-${name}.ts` } } });
  fs.unlinkSync(`./sz-${name}.ts`);
  let tot = 0, css = 0;
  for (const file of fs.readdirSync(path.join(out, 'assets'))) {
    const b = fs.readFileSync(path.join(out, 'assets', file));
    const g = zlib.gzipSync(b, { level: 9 }).length;
    if (file.endsWith('.css')) css += g; else tot += g;
  }
  console.log(name, 'js', (tot/1024).toFixed(1), 'css', (css/1024).toFixed(1));
}

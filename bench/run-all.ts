// `npm run bench`: every benchmark in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = ['first-screen-size.ts', 'first-load-slow-network.ts', 'admin-size.ts', 'sign-in.ts', 'wallet.ts', 'bets.ts', 'settlement.ts', 'fixtures-import.ts', 'admin-at-scale.ts'];
for (const file of benches) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit', cwd: path.join(here, '..') });
  if (run.status !== 0) process.exitCode = 1;
}

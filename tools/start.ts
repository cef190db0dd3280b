// `npm start`: builds the member app and the back office, then runs the server as this process's
// own child and passes it the signals a process manager or a terminal sends. Written as one shell
// line (`npm run build && npm run start -w apps/server`), a SIGTERM to `npm start` ended the shell
// and left the server running, holding the data folder (QA).
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// From the root, where `npm start` is typed: a relative DATA_DIR means the same folder to both.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, stdio: 'inherit' });
// Ctrl-C reaches the server directly too (the terminal signals the whole group): it shuts down once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
// npm passes on SIGINT and SIGTERM only: a SIGHUP (or a SIGKILL) to `npm start` ends npm alone and
// would leave this process and the server behind (QA). Orphaned, the server is stopped too.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  server.kill('SIGTERM');
}, 500);
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1)));

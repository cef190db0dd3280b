import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = { url: string; dataDir: string; stop(signal?: NodeJS.Signals): Promise<void>; logs(): string };

/**
 * Starts the real server (as `npm start` does, minus the build) on a free port with a fresh PGlite
 * data dir; with `npmStart`, through the README's `npm start` itself, build included.
 */
export async function startServer(env: Record<string, string> = {}, { npmStart = false } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-e2e-'));
  let output = '';
  // SERVER_NODE_FLAGS: extra flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a benchmark's server.
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const [file, args] = npmStart ? ['npm', ['start']] : [process.execPath, [...flags, '--import', 'tsx', 'apps/server/src/main.ts']];
  const startSeconds = npmStart ? 300 : 90;
  const child: ChildProcess = spawn(file, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA_EXPOSE_ANSWER: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startSeconds} s:\n${output}`)), startSeconds * 1000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SCORELINE_LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    logs: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      // A process that died by a signal (a fault test's SIGKILL) has signalCode, not exitCode.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Moves a server's clock forward (the server must run with TEST_CLOCK_CONTROL=true); returns the
 * server's new time. Real time keeps flowing on top of it.
 */
export async function advanceServerClock(url: string, ms: number): Promise<Date> {
  const res = await fetch(`${url}/test/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: Math.ceil(ms) }) });
  const body = (await res.json()) as { code: number; data: { now: string } };
  if (body.code !== 200) throw new Error(`advancing the server clock failed (is TEST_CLOCK_CONTROL on?): ${JSON.stringify(body)}`);
  return new Date(body.data.now);
}

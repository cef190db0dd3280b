import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';

// The fixtures script as an operator runs it (`npm run import-fixtures -w apps/server -- file`):
// npm starts it inside apps/server, with the operator's folder in INIT_CWD.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-cli-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function runScript(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, INIT_CWD: work };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/import-fixtures.ts', ...args], { cwd: serverDir, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** Text as UTF-16LE with its byte-order mark, as Excel's "Unicode Text" saves it. */
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('the fixtures script', () => {
  it('reads the file from the operator\u2019s folder, in UTF-16 too, and refuses the database folder while another process holds it, writing nothing', async () => {
    const dataDir = path.join(work, 'data');
    const kickOff = new Date(Date.now() + 30 * 86_400_000).toISOString();
    fs.writeFileSync(path.join(work, 'week.txt'), utf16le(`league,home,away,kickoff\r\nThai League,Buriram United,บีจี ปทุม,${kickOff}\r\n`));
    // Held by this process, as by a running server: before, the script said "created 1" and the row was lost at the next start.
    const held = openPglite({ dataDir });
    await held.migrate();
    const refused = await runScript(['week.txt'], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`nothing imported: The database folder ${dataDir} is in use by process ${process.pid}`);
    await held.close();

    const imported = await runScript(['week.txt'], dataDir);
    expect(imported.out).toContain('created 1, already there 0');
    expect(imported.code).toBe(0);
    const reopened = openPglite({ dataDir });
    const rows = (await reopened.db.execute(sql`select league, home_team, away_team from matches`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ league: 'Thai League', home_team: 'Buriram United', away_team: 'บีจี ปทุม' }]);
    await reopened.close();

    // The same fixture three days later: a second match, and the operator is told which to check.
    fs.writeFileSync(path.join(work, 'moved.csv'), `league,home,away,kickoff\nThai League,Buriram United,บีจี ปทุม,${new Date(Date.parse(kickOff) + 3 * 86_400_000).toISOString()}\n`);
    const moved = await runScript(['moved.csv'], dataDir);
    expect(moved.out).toContain('created 1, already there 0\nto check: 1 note\n  line 2: these teams already have match #1 in this league (scheduled, ');
    expect(moved.code).toBe(0);
  }, 120_000);

  it('refuses a file of more fixtures than one import takes, and lists the first 200 problems with the count of all, as the back office does', async () => {
    const dataDir = path.join(work, 'data-limits');
    const kickOff = (i: number) => new Date(Date.now() + 30 * 86_400_000 + i * 3_600_000).toISOString();
    fs.writeFileSync(path.join(work, 'too-many.csv'), ['league,home,away,kickoff', ...Array.from({ length: 5_001 }, (_, i) => `NPFL,Home ${i},Away ${i},${kickOff(i)}`)].join('\n'));
    const tooMany = await runScript(['too-many.csv'], dataDir);
    expect(tooMany).toEqual({ code: 1, out: 'nothing imported: 1 problem\n  the file: the file holds 5,001 fixtures: at most 5,000 go in one import; split it\n' });

    fs.writeFileSync(path.join(work, 'bad-rows.csv'), ['league,home,away,kickoff', ...Array.from({ length: 300 }, (_, i) => `NPFL,Home ${i},,${kickOff(i)}`)].join('\n'));
    const bad = await runScript(['bad-rows.csv'], dataDir);
    const lines = bad.out.trimEnd().split('\n');
    expect([bad.code, lines[0], lines[1], lines.length, lines.at(-1)]).toEqual([
      1,
      'nothing imported: 300 problems',
      '  line 2: missing away',
      202,
      '  the file: 100 more problems are not listed: mend these and import the file again to see the rest',
    ]);
    const reopened = openPglite({ dataDir });
    expect(((await reopened.db.execute(sql`select count(*)::int as n from matches`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await reopened.close();
  }, 120_000);

  it('says in one line that a file is missing, before it opens any database', async () => {
    const missing = await runScript(['no-such-week.csv'], path.join(work, 'unused'));
    expect(missing).toEqual({ code: 1, out: `${path.join(work, 'no-such-week.csv')}: no such file\n` });
    expect(fs.existsSync(path.join(work, 'unused'))).toBe(false);
  }, 60_000);
});

describe('the embedded database folder lock', () => {
  it('is taken over from a process that is gone, kept by its own process, and refused while its owner lives', () => {
    const dir = fs.mkdtempSync(path.join(work, 'lock-'));
    fs.writeFileSync(path.join(dir, 'scoreline.lock'), '999999999'); // no such process
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'scoreline.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)()).not.toThrow(); // the same process again (close and reopen)
    fs.writeFileSync(path.join(dir, 'scoreline.lock'), String(process.ppid)); // a live Node process: vitest's
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    fs.writeFileSync(path.join(dir, 'scoreline.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'scoreline.lock'))).toBe(false);
  });
});

// How busy the machine was during a run, and how much of that was ours, from /proc (Linux; on
// other systems the meter reports nothing). Benchmarks here share 2 cores with whatever else
// runs, so each figure is printed with the CPU other processes took meanwhile.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function machineBusyMs(): number | null {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return (total - idle) * TICK_MS;
  } catch {
    return null;
  }
}

type Ours = { load: number; servers: number; db: number };
type Part = keyof Ours;
/** CPU time so far (ms) per process id, with the part of the run each process plays. */
type CpuByProcess = Map<number, { part: Part; ms: number }>;

/**
 * CPU time so far of this process (the load generator), its child processes (the servers), and
 * PostgreSQL backends of `database`, per process.
 */
function ourCpuMs(database: string | null): CpuByProcess {
  const found: CpuByProcess = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const part = Number(pid) === process.pid ? 'load' : ppid === process.pid ? 'servers' : database !== null && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `) ? 'db' : null;
      if (part) found.set(Number(pid), { part, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/**
 * What each of our processes used between two readings. A process that ended meanwhile counts
 * for nothing (not minus its whole past: a database connection of the untimed preparation, closed
 * when its pool found it idle during a run, made that run's database share look smaller and
 * "others" larger by the seconds it had used before); one that started counts from zero.
 */
function cpuBetween(before: CpuByProcess, after: CpuByProcess): Ours {
  const used: Ours = { load: 0, servers: 0, db: 0 };
  for (const [pid, now] of after) used[now.part] += now.ms - (before.get(pid)?.ms ?? 0);
  return used;
}

export type CpuReading = { seconds: number; busyCores: number; oursCores: number; othersCores: number; split: Ours };

/** Starts a meter; `stop()` tells how many cores the machine, we, and everything else kept busy. */
export function cpuMeter(database: string | null) {
  const busy0 = machineBusyMs();
  if (busy0 === null) return { stop: (): CpuReading | null => null };
  const ours0 = ourCpuMs(database);
  const t0 = performance.now();
  return {
    stop(): CpuReading | null {
      const ms = performance.now() - t0;
      const busy = machineBusyMs()! - busy0;
      const used = cpuBetween(ours0, ourCpuMs(database));
      const split = { load: used.load / ms, servers: used.servers / ms, db: used.db / ms };
      const ours = split.load + split.servers + split.db;
      return { seconds: ms / 1000, busyCores: busy / ms, oursCores: ours, othersCores: Math.max(0, busy / ms - ours), split };
    },
  };
}

export const fmtCpu = (r: CpuReading | null) =>
  r
    ? `cpu: ${r.busyCores.toFixed(2)} cores busy, ours ${r.oursCores.toFixed(2)} (load generator ${r.split.load.toFixed(2)}, servers ${r.split.servers.toFixed(2)}, database ${r.split.db.toFixed(2)}), others ${r.othersCores.toFixed(2)}`
    : '';

/**
 * Waits until other processes leave the machine nearly idle (under a tenth of a core for two
 * consecutive seconds), at most `maxSeconds`; returns whether it got there.
 */
export async function waitForQuiet(maxSeconds: number, database: string | null): Promise<boolean> {
  const deadline = performance.now() + maxSeconds * 1000;
  let calm = 0;
  while (performance.now() < deadline) {
    const meter = cpuMeter(database);
    await new Promise((r) => setTimeout(r, 1000));
    const reading = meter.stop();
    if (!reading) return false;
    calm = reading.othersCores < 0.1 ? calm + 1 : 0;
    if (calm >= 2) return true;
  }
  return false;
}

import fs from 'node:fs';
import path from 'node:path';

// PGlite is one process's database: a second process opening the same folder (the fixtures
// script while the server runs, QA) works on its own copy in memory and the two overwrite each
// other's files, so what one of them wrote is lost at the next start, though it said "created".
// A lock file naming the owner's process id keeps the folder to one process at a time; a lock
// left by a process that is gone (killed, crashed) is taken over.

const LOCK_FILE = 'scoreline.lock';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The database folder ${dataDir} is in use by process ${pid} (a running Scoreline server?). Stop it first, or use its API.`);
  }
}

/** Whether `pid` is a live Node.js process (a lock's owner); a pid reused by another program is not. */
function ownerAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, another user's; anything else: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (not Linux): the live pid is taken at its word
  }
}

/** Takes the folder for this process, or throws DataDirInUseError; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return release(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    // The same process opening its folder again (a test that closes and reopens) keeps its lock.
    if (owner === process.pid) return release(file);
    if (Number.isInteger(owner) && owner > 0 && ownerAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    fs.rmSync(file, { force: true }); // stale: its owner is gone
  }
  throw new Error(`could not lock the database folder ${dataDir}`);
}

function release(file: string): () => void {
  let released = false;
  const unlock = () => {
    if (released) return;
    released = true;
    process.off('exit', unlock);
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  // A process that exits without closing its database (an error, process.exit) lets go too.
  process.on('exit', unlock);
  return unlock;
}

import crypto from 'node:crypto';
import { isTransientConflict } from './client.ts';

const ATTEMPTS = 5;

/**
 * Runs a database transaction again when the database aborted it for a deadlock or a
 * serialization failure, with nothing of it kept (design/ledger.md, "retry the whole database
 * transaction a bounded number of times"); after the last attempt the error goes to the error
 * handler, which answers SYSTEM_BUSY. Only for work that is nothing but its transaction (no
 * provider call, no message sent): it runs again whole. Near a selection's limit, bets racing
 * for its shards can deadlock (an UPDATE that waited for a shard and then found it full still
 * holds that shard's lock until commit); PostgreSQL picks one to abort.
 */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientConflict(error) || n >= ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, crypto.randomInt(5, 30)));
    }
  }
}

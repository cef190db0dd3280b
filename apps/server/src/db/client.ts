import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

// One PostgreSQL dialect everywhere: PGlite in-process by default, node-postgres when a
// DATABASE_URL is given. Both run the same committed migrations.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; use cases take `{ tx }` so several can share one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; every process that migrates takes the same lock first.
const MIGRATION_LOCK_ID = 726_153_001;

export function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Database {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts), before PGlite reads it.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  // PGlite ignores loadDataDir when a dataDir argument (even undefined) comes first.
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  // JIT compilation costs more than it saves on this app's short queries (measured: +425 ms on
  // the back office's match list at 1,000,000 bets), so it is off for our connections.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several processes may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string; DB_POOL_SIZE: number }): Database {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE)
    : openPglite({ dataDir: path.resolve(config.DATA_DIR) });
}

/** The node-postgres pool under a drizzle handle, or null on PGlite (one connection in-process). */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** A field of a database error, looking through drizzle's wrapper (stack-notes.md): the error or one of its causes. */
function errorField(error: unknown, field: 'code' | 'detail' | 'constraint', accept: (value: string) => boolean = () => true): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string' && accept(value)) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
export const sqlState = (error: unknown) => errorField(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));
/**
 * A deadlock (40P01) or serialization failure (40001): the database rolled the transaction back
 * whole, so it changed nothing and the same work may simply run again.
 */
export const isTransientConflict = (error: unknown) => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};
/** The DETAIL of a database error. */
export const errorDetail = (error: unknown) => errorField(error, 'detail');
/** The constraint a unique or check violation names. */
export const violatedConstraint = (error: unknown) => errorField(error, 'constraint');

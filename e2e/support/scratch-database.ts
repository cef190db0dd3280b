import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on a PostgreSQL server (for several server processes in the benchmarks
 * and the concurrency suite), or null when no server answers at `adminUrl`.
 */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

export const templateDumpPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.test-data/pglite-template.tar.gz');

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database copied from the template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const templateDb = inject('pgTemplateDb');
  if (url && templateDb) {
    const name = `scoreline_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString(), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(templateDumpPath);
  return openPglite({ loadDataDir: new Blob([dump]) });
}

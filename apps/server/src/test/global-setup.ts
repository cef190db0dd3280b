import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { templateDumpPath } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDb: string | null;
  }
}

// Migrates one template database per run; test files clone it (fast) instead of migrating.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateDb = `scoreline_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    const template = openPostgres(withDatabase(url, templateDb), 2);
    await template.migrate();
    await template.close();
    project.provide('pgTemplateDb', templateDb);
    return async () => {
      await admin.query(`drop database if exists ${templateDb}`);
      await admin.end();
    };
  }
  project.provide('pgTemplateDb', null);
  const db = openPglite();
  await db.migrate();
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip' | 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await db.close();
  fs.mkdirSync(path.dirname(templateDumpPath), { recursive: true });
  fs.writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  return undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

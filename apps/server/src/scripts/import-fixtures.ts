// Imports a fixtures file from the command line:
//   npm run import-fixtures -w apps/server -- path/to/fixtures.csv   (or .json)
// It uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the embedded
// PGlite database, stop the server first: PGlite is one process.
import fs from 'node:fs';
import path from 'node:path';
import { decodeTextFile } from '@scoreline/contract/text-file';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { importFixtures } from '../modules/matches/import-fixtures.ts';
import type { FixtureProblem } from '../modules/matches/parse-fixtures.ts';
import { AppError } from '../http/app-error.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import-fixtures -w apps/server -- <fixtures.csv|fixtures.json>');
  process.exit(2);
}
const format = path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const { app, ctx } = await buildApp({ config, database, logger: false });
try {
  // As the back office reads an upload: UTF-8, or Windows-1252 as spreadsheets on Windows save it.
  const { text, encoding } = decodeTextFile(fs.readFileSync(file));
  if (encoding !== 'utf-8') console.log(`${file} is not UTF-8: read as Windows-1252`);
  const result = await importFixtures(ctx, { format, content: text }, `cli:${process.env.USER ?? 'operator'}`);
  console.log(`created ${result.created}, already there ${result.unchanged}`);
} catch (error) {
  // A file with problems is refused whole: list them to mend, like the back office does.
  if (!(error instanceof AppError && error.key === 'FIXTURES_INVALID')) throw error;
  const problems = error.extra.problems as FixtureProblem[];
  console.log(`nothing imported: ${problems.length} problem(s)`);
  for (const p of problems) console.log(`  ${p.line ? `line ${p.line}` : 'the file'}: ${p.message}`);
  process.exitCode = 1;
} finally {
  await app.close();
}

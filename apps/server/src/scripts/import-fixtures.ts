// Imports a fixtures file from the command line:
//   npm run import-fixtures -w apps/server -- path/to/fixtures.csv   (or .json)
// It uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the embedded
// PGlite database, stop the server first: PGlite is one process (data-dir-lock.ts refuses the
// folder while the server holds it).
import fs from 'node:fs';
import path from 'node:path';
import { binaryFileProblem, decodeTextFile, fixtureFormat } from '@scoreline/contract/text-file';
import { MAX_FIXTURES_FILE } from '@scoreline/contract/api/matches';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { importFixtures } from '../modules/matches/import-fixtures.ts';
import { rowName, type FixtureProblem } from '../modules/matches/parse-fixtures.ts';
import { AppError } from '../http/app-error.ts';

const stop = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const given = process.argv[2];
if (!given) stop('usage: npm run import-fixtures -w apps/server -- <fixtures.csv|fixtures.json>', 2);
// npm runs the script inside apps/server; a path is the operator's, from where they typed it.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given!);
let bytes: Buffer;
try {
  bytes = fs.readFileSync(file);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  stop(code === 'ENOENT' ? `${file}: no such file` : code === 'EISDIR' ? `${file} is a folder, not a fixtures file` : `${file}: cannot be read (${code ?? String(error)})`);
}
// The back office's limit: a bigger file is split, so a season goes in in parts either way.
if (bytes!.length > MAX_FIXTURES_FILE) stop(`${file} is larger than ${MAX_FIXTURES_FILE / 1_000_000} MB: split it`);
// As the back office reads an upload: UTF-8 or UTF-16 by its mark, or Windows-1252 as spreadsheets on Windows save it.
const { text, encoding } = decodeTextFile(bytes!);
const binary = binaryFileProblem(text);
if (binary) stop(`${file}: ${binary}`);
if (!text.trim()) stop(`${file} is empty`);
if (encoding === 'windows-1252') console.log(`${file} is not UTF-8: read as Windows-1252`);

const config = loadConfig();
let database;
try {
  database = openDatabase(config);
} catch (error) {
  if (error instanceof DataDirInUseError) stop(`nothing imported: ${error.message}`);
  throw error;
}
await database!.migrate();
const { app, ctx } = await buildApp({ config, database: database!, logger: false });
const format = fixtureFormat(file, text);
try {
  const result = await importFixtures(ctx, { format, content: text }, `cli:${process.env.USER ?? 'operator'}`);
  console.log(`created ${result.created}, already there ${result.unchanged}`);
  // Not refusals: what the operator should look at now the fixtures are in.
  if (result.notes.length) console.log(`to check: ${result.notes.length} ${result.notes.length === 1 ? 'note' : 'notes'}`);
  for (const n of result.notes) console.log(`  ${rowName(format)} ${n.line}: ${n.message}`);
} catch (error) {
  // A file with problems is refused whole: list them to mend, like the back office does. The
  // refusal lists the first problems (and how many more there are); its count is all of them.
  if (!(error instanceof AppError && error.key === 'FIXTURES_INVALID')) throw error;
  const problems = error.extra.problems as FixtureProblem[];
  const count = Number(error.params.count);
  const where = rowName(format);
  console.log(`nothing imported: ${count} ${count === 1 ? 'problem' : 'problems'}`);
  for (const p of problems) console.log(`  ${p.line ? `${where} ${p.line}` : 'the file'}: ${p.message}`);
  process.exitCode = 1;
} finally {
  await app.close();
}

import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { postgresPool, type Db } from './client.ts';

// Planning the batch's large statements cost PostgreSQL about a fifth of its time per batch
// (pg_stat_statements: 2.6 of 12 s; bench/README.md). A statement sent in a multi-statement
// message cannot use the extended protocol's prepared statements, so it is prepared with SQL's
// own PREPARE, once per connection, and run with EXECUTE and its parameters written as quoted
// literals of unknown type — typed exactly as unnamed parameters are. Plans are then cached by
// the server (a generic plan once it is no worse than the custom ones; a change of schema
// invalidates it). Statement texts are fixed shapes (their data travels as JSON parameters), so
// a connection holds a handful; past PER_CONNECTION a statement is sent inlined instead.

const PER_CONNECTION = 64;
const dialect = new PgDialect();
const prepared = new WeakMap<pg.PoolClient, Set<string>>();
const nameOfText = { few: new Map<string, string>(), named: new Map<string, string>() };

/** The texts that run `statement` on `client`: its EXECUTE, preceded by its PREPARE the first time. */
export function executeTexts(client: pg.PoolClient, statement: SQL): string[] {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length === 0) return [text];
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Set()));
  const name = statementName(text);
  if (!names.has(name) && names.size >= PER_CONNECTION) return [inlinedText(text, params)];
  const execute = `execute ${name}(${params.map(literal).join(', ')})`;
  if (names.has(name)) return [execute];
  // Counted as prepared before the answer; a failed message is followed by forgetUnprepared.
  names.add(name);
  return [`prepare ${name} as ${text}`, execute];
}

/** After a failed message (its PREPAREs may not have run): learns what the connection really holds. */
export async function forgetUnprepared(client: pg.PoolClient): Promise<void> {
  const names = prepared.get(client);
  if (!names?.size) return;
  const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
  prepared.set(client, new Set(rows.map((r) => r.name)));
}

/**
 * Runs one statement of a hot path as a named prepared statement of node-postgres (prepared once
 * per connection, its plan cached by the server); on PGlite, as any statement. Its rows.
 */
export async function executePrepared(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const pool = postgresPool(db);
  if (!pool) return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // Its own prefix: protocol-level and SQL PREPAREd statements share one namespace per connection.
  return (await pool.query({ name: statementName(text, 'named'), text, values: params as unknown[] })).rows as Record<string, unknown>[];
}

function statementName(text: string, prefix: keyof typeof nameOfText = 'few'): string {
  const names = nameOfText[prefix];
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Texts are fixed shapes; the bound only guards against a caller that builds them from data.
    if (names.size > 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

const PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/** The statement's text with its parameters written in as literals of unknown type (as unnamed parameters are). */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return inlinedText(text, params);
}

function inlinedText(text: string, params: unknown[]): string {
  if (text.includes('$$')) throw new Error('dollar-quoted text cannot be inlined');
  return text.replace(PLACEHOLDER, (whole, n: string | undefined) => (n === undefined ? whole : literal(params[Number(n) - 1])));
}

/**
 * A string literal whatever standard_conforming_strings says, without copying the value where it
 * can: as is between quotes when it holds no quote or backslash; else dollar-quoted (nothing
 * inside is special), unless the value holds `$j` (the closing tag could then start inside it);
 * only then E'' with backslashes and quotes doubled (pg.escapeLiteral's rule). A batch's JSON
 * parameters run to 100 KB and its stored answers hold escaped JSON: escaping them by replace
 * was ~10 % of what the server allocated under a placement load (bench/README.md).
 */
function quoted(value: string): string {
  if (!value.includes("'") && !value.includes('\\')) return `'${value}'`;
  if (!value.includes('$j')) return `$j$${value}$j$`;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot inline ${value}`);
    return `'${value}'`;
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  throw new Error(`cannot inline a parameter of type ${typeof value}`);
}

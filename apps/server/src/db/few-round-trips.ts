import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx } from './client.ts';
import * as schema from './schema.ts';

// A transaction whose statements travel several to a round trip (decision 011). Under load a
// round trip to PostgreSQL costs 1-2 ms of waiting however little the statement does
// (bench/README.md), so a hot path that knows its next statements sends them together: the
// BEGIN with the first ones, the COMMIT with the last ones. node-postgres sends a text without
// parameters as one simple-protocol message, which may hold several statements; the parameters
// are therefore written into the text as quoted literals, which the server types exactly as it
// types unnamed parameters. A statement that fails stops the rest of its message and the
// transaction is rolled back. On PGlite (in-process, where a round trip costs nothing) every
// statement goes on its own in an ordinary transaction.

export type Rows = Record<string, unknown>[];

export type FewTrips = {
  /** Sends the statements in one round trip (the first send also begins the transaction); each one's rows. */
  send(statements: SQL[]): Promise<Rows[]>;
  /** Sends the last statements and the commit in one round trip. */
  commit(statements: SQL[]): Promise<void>;
  /** A handle on the transaction for query-builder statements (a round trip each); only after the first send. */
  readonly tx: DbOrTx;
};

/** Runs `work` in one transaction whose statements go in as few round trips as `work` sends. */
export async function transactionInFewRoundTrips<T>(db: Db, work: (trips: FewTrips) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(oneByOne(tx)));

  const client = await pool.connect();
  let begun = false;
  let ended = false;
  const sendText = async (statements: SQL[], commit: boolean): Promise<Rows[]> => {
    if (ended) throw new Error('the transaction is over');
    const texts = statements.map(inlined);
    const beginning = !begun;
    if (beginning) texts.unshift('begin');
    if (commit) texts.push('commit');
    // Marked before the answer: when the message fails midway the transaction may be open and must be rolled back.
    begun = true;
    const answer = (await client.query(texts.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
    if (commit) ended = true;
    const results = Array.isArray(answer) ? answer : [answer];
    const first = beginning ? 1 : 0; // the BEGIN's result comes first
    return results.slice(first, first + statements.length).map((r) => r.rows as Rows);
  };
  const trips: FewTrips = {
    send: (statements) => sendText(statements, false),
    commit: async (statements) => void (await sendText(statements, true)),
    get tx() {
      if (!begun) throw new Error('send the first statements before using the transaction handle');
      return onClient(client);
    },
  };
  let broken: Error | undefined;
  try {
    const result = await work(trips);
    if (!ended) await trips.commit([]);
    return result;
  } catch (error) {
    // Rolling back a transaction that is already over only draws a warning; a failed rollback means a broken connection.
    if (begun && !ended) await client.query('rollback').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}

function oneByOne(tx: DbOrTx): FewTrips {
  const send = async (statements: SQL[]) => {
    const rows: Rows[] = [];
    for (const statement of statements) rows.push(((await tx.execute(statement)) as unknown as { rows: Rows }).rows);
    return rows;
  };
  return { send, commit: async (statements) => void (await send(statements)), tx };
}

// A drizzle handle per pooled connection: the pool keeps its connections, so this makes a few.
const handles = new WeakMap<pg.PoolClient, Db>();
function onClient(client: pg.PoolClient): Db {
  let db = handles.get(client);
  if (!db) {
    db = drizzlePg(client, { schema }) as unknown as Db;
    handles.set(client, db);
  }
  return db;
}

const dialect = new PgDialect();
// Quoted strings and identifiers are skipped; every $n outside them is a parameter.
const PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/** The statement's text with its parameters written in as literals of unknown type (as unnamed parameters are). */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (text.includes('$$')) throw new Error('dollar-quoted text cannot be inlined');
  return text.replace(PLACEHOLDER, (whole, n: string | undefined) => (n === undefined ? whole : literal(params[Number(n) - 1])));
}

/**
 * A string literal whatever standard_conforming_strings says: E'' with backslashes and quotes
 * doubled (pg.escapeLiteral's rule, with native replaces: these texts run to 100 KB a batch).
 */
const quoted = (value: string) => (value.includes('\\') ? `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${value.replace(/'/g, "''")}'`);

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

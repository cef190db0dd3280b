import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { postgresPool, type Db, type DbOrTx } from './client.ts';
import { executeTexts, forgetUnprepared } from './prepared-on-connection.ts';
import * as schema from './schema.ts';

// A transaction whose statements travel several to a round trip (decision 011). Under load a
// round trip to PostgreSQL costs 1-2 ms of waiting however little the statement does
// (bench/README.md), so a hot path that knows its next statements sends them together: the
// BEGIN with the first ones, the COMMIT with the last ones. node-postgres sends a text without
// parameters as one simple-protocol message, which may hold several statements; each statement
// therefore runs as an EXECUTE of a statement prepared on the connection, its parameters written
// as quoted literals (prepared-on-connection.ts). A statement that fails stops the rest of its
// message and the transaction is rolled back. On PGlite (in-process, where a round trip costs nothing) every
// statement goes on its own in an ordinary transaction.

export type Rows = Record<string, unknown>[];

export type FewTrips = {
  /**
   * Sends the statements in one round trip (the first send also begins the transaction); each
   * one's rows. The first send may carry `committedFirst`: statements run and committed on their
   * own just before the transaction begins, in the same message (their rows come first). Only
   * where statements travel together (sendsTogether): one by one they would need a round trip.
   */
  send(statements: SQL[], options?: { committedFirst?: SQL[] }): Promise<Rows[]>;
  /** Sends the last statements and the commit in one round trip. */
  commit(statements: SQL[]): Promise<void>;
  /** A handle on the transaction for query-builder statements (a round trip each); only after the first send. */
  readonly tx: DbOrTx;
};

// The statements of these transactions reach rows by key, their data coming as JSON parameters
// of a batch's size that the planner guesses at 100 rows. With that guess a join to a table of a
// few thousand rows becomes a hash join over a scan of the whole table, many times slower on the
// hot, often-updated tables (dead row versions; bench/README.md), and a statement prepared early
// keeps such a plan while the table grows. Index paths only, for these transactions alone.
const BEGIN = 'begin; set local enable_seqscan = off';
const BEGIN_RESULTS = 2;

/** Whether transactions on this database send statements together (node-postgres) or one by one (PGlite). */
export const sendsTogether = (db: Db) => postgresPool(db) !== null;

/** Runs `work` in one transaction whose statements go in as few round trips as `work` sends. */
export async function transactionInFewRoundTrips<T>(db: Db, work: (trips: FewTrips) => Promise<T>): Promise<T> {
  const pool = postgresPool(db);
  if (!pool) return db.transaction((tx) => work(oneByOne(tx)));

  const client = await pool.connect();
  let begun = false;
  let ended = false;
  const sendText = async (statements: SQL[], commit: boolean, committedFirst: SQL[] = []): Promise<Rows[]> => {
    if (ended) throw new Error('the transaction is over');
    const beginning = !begun;
    if (committedFirst.length && !beginning) throw new Error('statements committed first go with the first send');
    // Each statement's rows are those of its last text (a PREPARE may come before its EXECUTE).
    const firstRuns = committedFirst.map((s) => executeTexts(client, s));
    const runs = statements.map((s) => executeTexts(client, s));
    // Statements before a BEGIN in one message would join its transaction, so they get a
    // transaction of their own. Its own BEGIN too: a COMMIT ending the message's implicit
    // transaction works, but draws a warning ("there is no transaction in progress") into the
    // server's log and to the client, once per batch.
    const first = firstRuns.length ? ['begin', ...firstRuns.flat(), 'commit'] : [];
    const texts = [...first, ...(beginning ? [BEGIN] : []), ...runs.flat(), ...(commit ? ['commit'] : [])];
    // Marked before the answer: when the message fails midway the transaction may be open and must be rolled back.
    begun = true;
    const answer = (await client.query(texts.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
    if (commit) ended = true;
    const results = Array.isArray(answer) ? answer : [answer];
    let at = first.length ? 1 : 0; // their BEGIN
    const rowsOf = (run: string[]) => results[(at += run.length) - 1]!.rows as Rows;
    const firstRows = firstRuns.map(rowsOf);
    at += (first.length ? 1 : 0) + (beginning ? BEGIN_RESULTS : 0); // their COMMIT, the BEGIN
    return [...firstRows, ...runs.map(rowsOf)];
  };
  const trips: FewTrips = {
    send: (statements, options) => sendText(statements, false, options?.committedFirst),
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
    if (begun && !ended) await client.query('rollback').then(() => forgetUnprepared(client)).catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}

function oneByOne(tx: DbOrTx): FewTrips {
  const send = async (statements: SQL[], options?: { committedFirst?: SQL[] }) => {
    if (options?.committedFirst?.length) throw new Error('statements committed first need statements sent together (PostgreSQL)');
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

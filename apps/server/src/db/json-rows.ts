import { sql, type SQL } from 'drizzle-orm';

/**
 * The rows of a batch, sent as one JSON parameter, as a relation the planner counts right.
 * PostgreSQL guesses 100 rows for any json_to_recordset; joined to a table of a few thousand
 * rows that guess makes a hash join over a scan of the whole table, which under a batch's 10-30
 * real rows cost milliseconds and grew with the table (idempotency_records: a scan per batch,
 * bench/README.md). A LIMIT of the row count makes the estimate exact in a custom plan and 10 in
 * a generic one, so a join to a large table probes its index row by row. (Statistics that lag a
 * fast-growing table can still make it look small: few-round-trips.ts also turns scans off.)
 */
export function jsonRows(rows: unknown[], alias: string, columns: string): SQL {
  return sql`(select * from json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(alias)}(${sql.raw(columns)}) limit ${rows.length}) as ${sql.raw(alias)}`;
}

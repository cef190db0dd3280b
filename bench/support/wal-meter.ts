// How much WAL a run wrote and whether a checkpoint began meanwhile, from PostgreSQL's
// cluster-wide counters (pg_stat_wal, pg_stat_bgwriter; PostgreSQL 14+). The first change of a
// page after a checkpoint writes the whole page to WAL (full_page_writes), so a run that a
// checkpoint overlaps writes more and is slower with the same code: printing both tells a
// slower run apart from slower code. The counters are cluster-wide: other databases' writes count too.
// The bytes are the distance between the WAL positions (LSNs), exact at once. The records and
// full pages come from pg_stat_wal, which each backend adds to at most once a second (and an idle
// one only after ~10 s), so the run's last writes may be missing from them: read them as a floor.
// The LSNs printed let `pg_waldump --stats=record -s START -e END` count the records by kind
// exactly while the segments are still there (wal_keep_size), as bench/README.md did for settlement.
import pg from 'pg';

type WalCounters = { records: number; fpi: number; checkpoints: number; lsn: string };

async function read(client: pg.Client): Promise<WalCounters | null> {
  try {
    const r = await client.query(`
      select w.wal_records::float8 as records, w.wal_fpi::float8 as fpi,
             (b.checkpoints_timed + b.checkpoints_req)::float8 as checkpoints, pg_current_wal_lsn()::text as lsn
      from pg_stat_wal w, pg_stat_bgwriter b`);
    return r.rows[0] as WalCounters;
  } catch {
    return null; // before PostgreSQL 14
  }
}

/** Starts a meter on the cluster at `url`; `stop()` gives the WAL written and checkpoints begun since, as a part of a line ("; ..."), or '' before PostgreSQL 14. */
export async function walMeter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = await read(client);
  return {
    async stop(): Promise<string> {
      try {
        const end = await read(client);
        if (!start || !end) return '';
        const bytes = Number((await client.query(`select pg_wal_lsn_diff($1, $2)::float8 as b`, [end.lsn, start.lsn])).rows[0].b);
        return `; WAL ${(bytes / 1e6).toFixed(0)} MB (at least ${(end.records - start.records).toFixed(0)} records, ${(end.fpi - start.fpi).toFixed(0)} full pages), checkpoints begun ${end.checkpoints - start.checkpoints} [LSN ${start.lsn} - ${end.lsn}]`;
      } finally {
        await client.end();
      }
    },
  };
}

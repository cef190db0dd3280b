// Back-office data at the size of issue 5's figures, written set-based (generate_series) straight
// into a migrated PostgreSQL database: members with their two ledger accounts (balances 0, no
// ledger rows), phones, invitation codes, sign-ins; matches; bets; withdrawals; deposits.
//
// Not a real history: bets, withdrawals and credited deposits are NOT backed by ledger rows or
// holds (credited deposits point at placeholder ledger transaction ids). It is for the back
// office's index and visibility load only. Never run the ledger check on such a database.

import crypto from 'node:crypto';
import pg from 'pg';

export type ScaleSizes = { members: number; matches: number; bets: number; withdrawals: number; deposits: number; pendingWithdrawals: number; days: number };

export const DEFAULT_SIZES: ScaleSizes = { members: 100_000, matches: 20, bets: 1_000_000, withdrawals: 50_000, deposits: 50_000, pendingWithdrawals: 300, days: 60 };

/** Known values the benchmark searches for (member 10000001 + k). */
export const FIRST_MEMBER_ID = 10_000_001;
export const usernameOf = (i: number) => `player${String(i).padStart(6, '0')}`;
export const phoneOf = (i: number) => `+23480${String(10_000_000 + i).padStart(8, '0')}`;
export const codeOf = (i: number) => `INV${String(i).padStart(7, '0')}`;

async function step(client: pg.Client, label: string, text: string, log: (s: string) => void) {
  const t0 = performance.now();
  const r = await client.query(text);
  log(`  ${label}: ${r.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Fills the database; returns the seconds it took (the last query, a count for the log, included). `now` anchors every time (rows spread over the sizes.days before it). */
export async function fillAdminScaleData(url: string, sizes: ScaleSizes, now: Date, log: (s: string) => void = console.log): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  const at = `'${now.toISOString()}'::timestamptz`;
  const M = sizes.members;
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set work_mem = '64MB'`);
    // Members: i = 1..M gets id 10000000 + i (identity starts at 10000001 on a fresh database).
    // Every 10th member was invited by an earlier one; sign-ups spread over the last sizes.days days.
    await step(
      client,
      'members',
      `insert into members (username, password_hash, phone, real_name, vip_level, inviter_id, status, created_at, last_login_at)
       select 'player' || lpad(i::text, 6, '0'), 'bench-no-login', '+23480' || lpad((10000000 + i)::text, 8, '0'),
              'Bench Player ' || i, (i % 7), case when i % 10 = 0 and i > 100 then ${FIRST_MEMBER_ID - 1} + (i / 10) end,
              case when i % 250 = 0 then 'disabled' else 'active' end,
              ${at} - interval '${sizes.days} days' + (i::float8 / ${M}) * interval '${sizes.days} days',
              ${at} - ((i % 1440) * interval '1 minute')
       from generate_series(1, ${M}) as i`,
      log,
    );
    await step(
      client,
      'ledger accounts (member:<id>:available/frozen, balance 0)',
      `insert into ledger_accounts (code, member_id, normal_side, created_at)
       select 'member:' || m.id || ':' || p.part, m.id, 'credit', m.created_at from members m cross join (values ('available'), ('frozen')) as p(part)`,
      log,
    );
    await step(
      client,
      'invitation codes',
      `insert into invitation_codes (code, member_id, created_at)
       select 'INV' || lpad((m.id - ${FIRST_MEMBER_ID - 1})::text, 7, '0'), m.id, m.created_at from members m`,
      log,
    );
    await step(
      client,
      'member_logins (3 per member)',
      `insert into member_logins (member_id, at, ip, device_uid, user_agent, kind)
       select m.id, m.created_at + (k * interval '1 day'), '10.' || (m.id % 200) || '.' || ((m.id / 200) % 250) || '.' || k,
              'dev-' || (m.id % 90000), 'Mozilla/5.0 (Linux; Android 13) bench', case when k = 0 then 'register' else 'login' end
       from members m cross join generate_series(0, 2) as k`,
      log,
    );
    // Matches: the first quarter open in the coming days, the rest finished in the past 60 days.
    await step(
      client,
      'matches',
      `insert into matches (league, home_team, away_team, kick_off_at, closing_at, state, ft_home, ft_away, created_by, created_at)
       select 'Bench League', 'Home ' || j, 'Away ' || j,
              ${at} + (case when j <= ${Math.ceil(sizes.matches / 4)} then j else -3 * j end) * interval '1 day',
              ${at} + (case when j <= ${Math.ceil(sizes.matches / 4)} then j else -3 * j end) * interval '1 day' - interval '5 minutes',
              case when j <= ${Math.ceil(sizes.matches / 4)} then 'open' else 'finished' end,
              case when j > ${Math.ceil(sizes.matches / 4)} then j % 4 end, case when j > ${Math.ceil(sizes.matches / 4)} then j % 3 end,
              'bench', ${at} - interval '${sizes.days + 10} days'
       from generate_series(1, ${sizes.matches}) as j`,
      log,
    );
    // Bets: member i % M, match by i; bets on open matches wait, the others won / lost / a few
    // revoked; created over the last sizes.days days in order of id.
    const open = Math.ceil(sizes.matches / 4);
    await step(
      client,
      'bets',
      `with mm as (select array_agg(id order by id) as ids, min(id) as first from matches)
       insert into bets (reference, member_id, request_key, match_id, period, selection, bet_type, stake, odds, odds_version,
                         vip_bonus_bps, handling_fee_bps, status, shard_allocation, win_amount, vip_award, handling_fee, actual_win_amount,
                         profit_and_loss, created_at, settled_at, settlement_tx_id)
       select 'bet_' || lpad(i::text, 10, '0'), ${FIRST_MEMBER_ID} + (i * 7919) % ${M}, 'bench-' || i, mm.first + x.j - 1,
              case when i % 5 = 0 then 'HT' else 'FT' end, (i % 4) || '-' || (i % 3), case when i % 4 = 0 then 'incorrect' else 'correct' end,
              (100 + (i % 20) * 100) * 100, 20000 + (i % 50) * 1000, 1, 0, 500, x.status, '[{"shard":0,"amount":1}]',
              case when x.status = 'winning' then (100 + (i % 20) * 100) * 100 * 2 end, case when x.status = 'winning' then 0 end,
              case when x.status = 'winning' then 100 end, case when x.status = 'winning' then (100 + (i % 20) * 100) * 100 * 2 - 100 end,
              case x.status when 'winning' then (100 + (i % 20) * 100) * 100 when 'lost' then -(100 + (i % 20) * 100) * 100 end,
              ${at} - interval '${sizes.days} days' + (i::float8 / ${sizes.bets}) * interval '${sizes.days} days',
              case when x.status in ('winning', 'lost', 'revoked') then ${at} - interval '${sizes.days} days' + (i::float8 / ${sizes.bets}) * interval '${sizes.days} days' + interval '2 hours' end,
              null
       from generate_series(1::bigint, ${sizes.bets}) as i cross join mm
       cross join lateral (select 1 + (i * 31) % ${sizes.matches} as j) as j0
       cross join lateral (select j0.j, case when j0.j <= ${open} then 'waiting' when i % 97 = 0 then 'revoked' when i % 3 = 0 then 'winning' else 'lost' end as status) as x`,
      log,
    );
    // Withdrawals: the newest pendingWithdrawals wait for review (status 0); the rest mixed.
    const W = sizes.withdrawals;
    await step(
      client,
      'withdrawals',
      `insert into withdrawals (member_id, reference, request_key, method, amount, fee, status, reject_reason, reviewed_by, reviewed_at,
                                created_at, updated_at, completed_at, usdt_address)
       select ${FIRST_MEMBER_ID} + (i * 104729) % ${M}, 'wd_bench_' || lpad(i::text, 10, '0'), 'bench-' || i,
              case when i % 10 = 0 then 'usdt' else 'bank' end, (1000 + (i % 50) * 500) * 100, 5000, s.status,
              case when s.status = 9 then 'bench rejected' end,
              case when s.status <> 0 then 'bench_admin' end,
              case when s.status <> 0 then c.t + interval '10 minutes' end,
              c.t, c.t + interval '20 minutes', case when s.status in (2, 3, 9) then c.t + interval '30 minutes' end,
              case when i % 10 = 0 then 'TBenchAddress' || i end
       from generate_series(1::bigint, ${W}) as i
       cross join lateral (select ${at} - interval '${sizes.days} days' + (i::float8 / ${W}) * interval '${sizes.days} days' as t) as c
       cross join lateral (select case when i > ${W - sizes.pendingWithdrawals} then 0
                                       when i % 50 = 0 then 9 when i % 41 = 0 then 2 when i % 37 = 0 then 6 when i % 31 = 0 then 1 else 3 end as status) as s`,
      log,
    );
    // Deposits: mostly successful (credited: a placeholder ledger transaction id, no ledger row),
    // some pending, failed, timed out.
    const D = sizes.deposits;
    await step(
      client,
      'deposits',
      `insert into deposits (member_id, reference, pay_type, channel, amount, actual_amount, status, ledger_transaction_id, created_at, expires_at, completed_at)
       select ${FIRST_MEMBER_ID} + (i * 15485863::bigint) % ${M}, 'dep_bench_' || lpad(i::text, 10, '0'),
              case when i % 10 = 0 then 'transfer' when i % 15 = 0 then 'usdt' else 'online' end,
              case when i % 10 = 0 then 'transfer' when i % 15 = 0 then 'usdt' else 'sandbox' end,
              (500 + (i % 40) * 250) * 100, case when s.status = 1 then (500 + (i % 40) * 250) * 100 else 0 end, s.status,
              case when s.status = 1 then -i end,
              c.t, c.t + interval '30 minutes', case when s.status <> 0 then c.t + interval '5 minutes' end
       from generate_series(1::bigint, ${D}) as i
       cross join lateral (select ${at} - interval '${sizes.days} days' + (i::float8 / ${D}) * interval '${sizes.days} days' as t) as c
       cross join lateral (select case when i > ${D} - 200 then 0 when i % 13 = 0 then 2 when i % 17 = 0 then 4 when i % 29 = 0 then 3 else 1 end as status) as s`,
      log,
    );
    // The audit log: some history for its page (admin id null: the bench admin is created later).
    await step(
      client,
      'admin_audit_log',
      `insert into admin_audit_log (admin_username, role, action, target_type, target_id, before, after, request, result_code, ip, created_at)
       select 'bench_admin', 'finance', case when i % 3 = 0 then 'adminApproveWithdrawal' when i % 3 = 1 then 'adminRejectWithdrawal' else 'adminSetMemberStatus' end,
              case when i % 3 = 2 then 'member' else 'withdrawal' end, (i % 50000)::text, '{"status":0}'::jsonb, '{"status":1}'::jsonb, '{}'::jsonb, 200, '127.0.0.1',
              ${at} - interval '${sizes.days} days' + (i::float8 / 20000) * interval '${sizes.days} days'
       from generate_series(1, 20000) as i`,
      log,
    );
    // Production tables are autovacuumed (visibility map: index-only scans) and analyzed; freshly
    // loaded ones are neither yet.
    const ta = performance.now();
    await client.query('vacuum analyze');
    log(`  vacuum analyze: ${((performance.now() - ta) / 1000).toFixed(1)} s`);
    const shape = await client.query<{ waiting: number; last30: number }>(
      `select (select count(*) from bets where status = 'waiting')::int as waiting, (select count(*) from bets where created_at >= ${at} - interval '30 days')::int as last30`,
    );
    log(`  bets waiting: ${shape.rows[0]!.waiting}; bets created in the last 30 days: ${shape.rows[0]!.last30}`);
    return (performance.now() - t0) / 1000;
  } finally {
    await client.end();
  }
}

/**
 * Indexes this benchmark found missing (not in the migrations: proposed, applied only with
 * PROPOSED_INDEXES=true to show their effect). See the comments for what each one serves.
 */
export const PROPOSED_INDEXES: [string, string][] = [
  // The unfiltered withdrawals / deposits pages (ORDER BY created_at DESC, id DESC LIMIT 50): no
  // index on created_at, so every row is joined to members and top-N sorted.
  ['withdrawals newest first', 'create index withdrawals_created_idx on withdrawals (created_at, id)'],
  ['deposits newest first', 'create index deposits_created_idx on deposits (created_at, id)'],
  // Open bets and open stake per match (match list) and the open exposure (dashboard): an
  // index-only scan over the waiting bets instead of a heap fetch for each one's stake and odds.
  ['waiting bets with stake and odds', "create index bets_waiting_match_stake_idx on bets (match_id) include (stake, odds) where status = 'waiting'"],
  // The dashboard's 30-day series, index-only (would replace bets_created_idx and bets_settled_idx).
  ['bets by day with stake', 'create index bets_created_stake_idx on bets (created_at) include (stake)'],
  ['settled bets by day with result', 'create index bets_settled_cover_idx on bets (settled_at) include (status, stake, actual_win_amount) where settled_at is not null'],
];

export async function applyProposedIndexes(url: string, log: (s: string) => void = console.log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = performance.now();
    for (const [, ddl] of PROPOSED_INDEXES) await client.query(ddl);
    await client.query('vacuum analyze bets, withdrawals, deposits');
    log(`PROPOSED_INDEXES (not in the migrations): ${PROPOSED_INDEXES.map(([name]) => name).join('; ')} — built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** A member with bets, a withdrawal and a deposit (the member page's probe), as its index i (id = FIRST_MEMBER_ID + i - 1). */
export async function probeMemberIndex(url: string, near: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ id: string }>(
      `select w.member_id as id from withdrawals w
        where w.member_id >= $1 and exists (select 1 from deposits d where d.member_id = w.member_id) and exists (select 1 from bets b where b.member_id = w.member_id)
        order by w.member_id limit 1`,
      [FIRST_MEMBER_ID + near - 1],
    );
    return r.rows[0] ? Number(r.rows[0].id) - FIRST_MEMBER_ID + 1 : near;
  } finally {
    await client.end();
  }
}

/** A super admin with a live 'session' (as the bulk fixture makes one: no password or TOTP sign-in); returns the token. */
export async function createBenchAdminSession(url: string, now: Date): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const token = crypto.randomBytes(32).toString('base64url');
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    const admin = await client.query<{ id: string }>(
      `insert into admins (username, password_hash, role, created_at) values ($1, 'bench-no-login', 'super_admin', $2) returning id`,
      [`bench_admin_${crypto.randomBytes(4).toString('hex')}`, now],
    );
    await client.query(`insert into admin_sessions (admin_id, token_hash, kind, created_at, expires_at) values ($1, $2, 'session', $3, $4)`, [
      admin.rows[0]!.id,
      hash,
      now,
      new Date(now.getTime() + 8 * 3600_000),
    ]);
    return token;
  } finally {
    await client.end();
  }
}

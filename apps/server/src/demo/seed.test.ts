import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { seedDemoData } from './seed.ts';

const t = useTestApp();
type Rows<T> = { rows: T[] };

describe('demo data', () => {
  it('opens onto upcoming priced matches and a settled history for the demo member, once', async () => {
    expect((await seedDemoData(t.ctx)).seeded).toBe(true);
    const bets = (await t.ctx.db.execute(sql`select status, count(*)::int as n from bets group by status order by status`)) as unknown as Rows<{ status: string; n: number }>;
    expect(bets.rows).toEqual([
      { status: 'lost', n: 2 },
      { status: 'revoked', n: 1 },
      { status: 'winning', n: 2 },
    ]);
    const states = (await t.ctx.db.execute(sql`select state, count(*)::int as n from matches group by state order by state`)) as unknown as Rows<{ state: string; n: number }>;
    expect(states.rows).toEqual([
      { state: 'abandoned', n: 1 },
      { state: 'finished', n: 4 },
      { state: 'open', n: 8 },
    ]);
    const pending = (await t.ctx.db.execute(sql`select count(*)::int as n from settlement_runs where status <> 'done'`)) as unknown as Rows<{ n: number }>;
    expect(pending.rows[0]!.n).toBe(0);
    // The ₦50,000 deposit made the demo member VIP 2; its notice is read, so the inbox opens empty of news.
    const member = (await t.ctx.db.execute(sql`
      select m.vip_level, (select count(*)::int from member_messages where member_id = m.id and read_at is null) as unread
      from members m where m.username = 'demo_player'`)) as unknown as Rows<{ vip_level: number; unread: number }>;
    expect(member.rows).toEqual([{ vip_level: 2, unread: 0 }]);
    // The demo admin entered the past results, half time at the interval: members read "entered by ops_admin".
    const entries = (await t.ctx.db.execute(sql`
      select distinct ft_entered_by as by, ht_entered_at < ft_entered_at as ht_first from matches where state = 'finished'`)) as unknown as Rows<{ by: string; ht_first: boolean }>;
    expect(entries.rows).toEqual([{ by: 'admin:ops_admin', ht_first: true }]);
    // The member's story reads in order: signed up before the first deposit, which comes before the first bet.
    const story = (await t.ctx.db.execute(sql`
      select m.created_at < (select min(created_at) from deposits d where d.member_id = m.id) as joined_first,
             (select min(created_at) from deposits d where d.member_id = m.id) < (select min(created_at) from bets b where b.member_id = m.id) as funded_first
      from members m where m.username = 'demo_player'`)) as unknown as Rows<{ joined_first: boolean; funded_first: boolean }>;
    expect(story.rows).toEqual([{ joined_first: true, funded_first: true }]);
    expect((await seedDemoData(t.ctx)).seeded).toBe(false);
    // The whole demo world through the real use cases (argon2, pricing, past matches settled): about
    // 8 s on a quiet machine; the suite's 30 s per test is a hang guard a busy machine came near.
  }, 120_000);
});

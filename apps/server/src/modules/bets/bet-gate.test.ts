import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// On PostgreSQL a bet whose token this process has already seen live is checked (session,
// account, submit limit) in its batch's first message rather than before the route
// (DeferredGate, decision 011); on PGlite the gate runs before the route. Either way the member
// sees the same answers, and a refused bet leaves nothing behind.
const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { openMatch, fundedMember, place, balances } = bettingFixtures(t);

const count = async (q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

async function memberWithABet() {
  const d = await openMatch();
  const m = await fundedMember();
  const body = { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds: priceOf(d, 'FT', '1-1').correct.odds };
  // The first bet passes the gate on its own: from now on this process knows the token.
  expect((await place(m.token, body)).body.code).toBe(200);
  return { d, m, body };
}

describe('the gate of bets checked with their batch', () => {
  it('refuses a token signed out after it was seen, placing, holding and keeping nothing', async () => {
    const { d, m, body } = await memberWithABet();
    expect((await t.call({ method: 'POST', url: '/web/member/logout', headers: { token: m.token } })).body.code).toBe(200);
    const key = crypto.randomUUID();
    const refused = await place(m.token, body, key);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect(await balances(m.member.uid)).toEqual({ available: 990_000, frozen: 10_000 });
    expect(await count(sql`select count(*)::int as n from bets where match_id = ${d.match.id}`)).toBe(1);
    // The request's key was given back: a retry after signing in again starts afresh.
    expect(await count(sql`select count(*)::int as n from idempotency_records where key = ${key}`)).toBe(0);
    // Refused once, the token is no longer taken as known: the next try meets the gate before the route, with the same answer.
    expect((await place(m.token, body, key)).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect(await balances(m.member.uid)).toEqual({ available: 990_000, frozen: 10_000 });
  });

  it('refuses a known token of an account disabled since, with its own code', async () => {
    const { m, body } = await memberWithABet();
    await t.ctx.db.execute(sql`update members set status = 'disabled' where id = ${m.member.uid}`);
    const refused = await place(m.token, body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    expect(await balances(m.member.uid)).toEqual({ available: 990_000, frozen: 10_000 });
  });

  it('answers a signed-out token before a malformed bet, as when the gate runs first', async () => {
    const { m, body } = await memberWithABet();
    await t.call({ method: 'POST', url: '/web/member/logout', headers: { token: m.token } });
    const refused = await place(m.token, { ...body, stake: 'lots' });
    expect(refused.body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});

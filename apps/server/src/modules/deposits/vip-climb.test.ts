import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';
import { levelReached, nextLevel } from './vip-climb.ts';
import { setMemberVip } from '../admin-members/member-actions.ts';
import { walletSettingDefinitions } from '../settings/wallet-settings.ts';

// Product rules, "VIP levels": members climb by cumulative confirmed deposits (₦10,000 VIP 1,
// ₦50,000 VIP 2, ₦200,000 VIP 3 ...), counted again from zero after a VIP reset.

const t = useTestApp();
const w = walletFixtures(t);
const levels = walletSettingDefinitions['vip.levels'].default;

const deposit = async (m: WalletMember, naira: number) => {
  const created = expectOk(await w.createDeposit(m, naira * 100));
  expect((await w.sandboxComplete(created.deposit.reference, 'pay')).statusCode).toBe(200);
  return created.deposit.reference as string;
};
const inbox = async (m: WalletMember, language = 'en') =>
  expectOk(await t.call({ method: 'GET', url: '/web/messages', headers: w.as(m, { 'accept-language': language }) })).items as { title: string; body: string }[];
const vipOf = async (m: WalletMember) => (await w.summary(m)).vipLevel;
const vipNext = async (m: WalletMember) => expectOk(await t.call({ method: 'GET', url: '/web/wallet/summary', headers: w.as(m) })).vipNext;

describe('VIP levels climb with deposits', () => {
  it('reads the level a cumulative amount reaches from the table', () => {
    expect([0n, 9_999_99n, 10_000_00n, 49_999_99n, 50_000_00n, 2_000_000_00n, 9_000_000_00n].map((k) => levelReached(levels, k))).toEqual([0, 0, 1, 1, 2, 5, 5]);
  });

  it('reads the next level and what it still needs; nothing past the top, never below zero', () => {
    expect(nextLevel(levels, 0, 6_000_00n)).toEqual({ level: 1, remaining: 4_000_00 });
    expect(nextLevel(levels, 1, 60_000_00n)).toEqual({ level: 2, remaining: 0 }); // reached: the next deposit raises it
    expect(nextLevel(levels, 5, 0n)).toBeNull();
    // A kobo short asks for the smallest deposit there is, not ₦0.01 (QA).
    expect(nextLevel(levels, 0, 9_999_99n, 500_00)).toEqual({ level: 1, remaining: 500_00 });
    expect(nextLevel(levels, 0, 6_000_00n, 500_00)).toEqual({ level: 1, remaining: 4_000_00 });
  });

  it('raises the level when confirmed deposits reach it, and tells the member which deposit did it, in their language', async () => {
    const m = await w.member();
    expect(await vipNext(m)).toEqual({ level: 1, remaining: 10_000_00 });
    await deposit(m, 6_000);
    expect(await vipOf(m)).toBe(0);
    expect(await inbox(m)).toEqual([]);
    // The wallet says how far the next level is.
    expect(await vipNext(m)).toEqual({ level: 1, remaining: 4_000_00 });

    const reference = await deposit(m, 4_000); // ₦10,000 in all
    expect(await vipOf(m)).toBe(1);
    expect(await inbox(m)).toEqual([
      expect.objectContaining({ title: 'You reached VIP 1', body: `Your deposit ${reference} of ₦4,000.00 took you to VIP 1: a higher odds bonus on winnings and higher daily limits.` }),
    ]);
    expect((await inbox(m, 'fr'))[0]).toMatchObject({ title: 'Vous êtes VIP 1' });

    await deposit(m, 200_000); // ₦210,000: straight past VIP 2 to VIP 3, one message
    expect(await vipOf(m)).toBe(3);
    expect(await vipNext(m)).toEqual({ level: 4, remaining: 290_000_00 });
    expect((await inbox(m)).map((x) => x.title)).toEqual(['You reached VIP 3', 'You reached VIP 1']);
    // The daily limits follow the new level at once (VIP 3: ₦5,000,000 of deposits a day).
    expect(expectOk(await t.call({ method: 'GET', url: '/web/wallet/deposit/options', headers: w.as(m) }))).toMatchObject({ dailyLimit: 5_000_000_00 });
  });

  it('counts only deposits after the last VIP reset, and never lowers a level support set', async () => {
    const m = await w.member();
    await deposit(m, 60_000);
    expect(await vipOf(m)).toBe(2);
    // A cancelled bet reset the level (cancel-bet.ts sets both): the ₦60,000 before it no longer counts.
    await t.ctx.db.update(members).set({ vipLevel: 0, vipResetAt: t.clock.now() }).where(eq(members.id, m.uid));
    t.clock.advance(60_000);
    await deposit(m, 10_000);
    expect(await vipOf(m)).toBe(1);

    expect(await vipNext(m)).toEqual({ level: 2, remaining: 40_000_00 }); // the ₦60,000 before the reset no longer counts

    await t.ctx.db.update(members).set({ vipLevel: 4 }).where(eq(members.id, m.uid));
    await deposit(m, 50_000);
    expect(await vipOf(m)).toBe(4);
    await t.ctx.db.update(members).set({ vipLevel: 5 }).where(eq(members.id, m.uid));
    expect(await vipNext(m)).toBeNull();
  });

  it('a level support sets lower restarts the climb: the next small deposit does not undo it, a level set higher is kept', async () => {
    const m = await w.member();
    await deposit(m, 250_000);
    expect(await vipOf(m)).toBe(3);
    await setMemberVip(t.ctx, m.uid, 0);
    t.clock.advance(60_000);
    await deposit(m, 500); // the smallest deposit; before, the ₦250,500 counted again: back to VIP 3
    expect(await vipOf(m)).toBe(0);
    expect(await vipNext(m)).toEqual({ level: 1, remaining: 9_500_00 });
    await deposit(m, 9_500);
    expect(await vipOf(m)).toBe(1);

    // Raised by hand, the climb keeps counting from where it was.
    await setMemberVip(t.ctx, m.uid, 2);
    expect(await vipNext(m)).toEqual({ level: 3, remaining: 190_000_00 });
  });
});

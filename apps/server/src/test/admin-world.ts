import { sql } from 'drizzle-orm';
import { adminMemberSamples } from './admin-member-world.ts';
import { createAdminWithTotp } from './admin-session.ts';
import { bettingFixtures } from './betting-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { expectOk, walletFixtures } from './wallet-fixtures.ts';

// A small world every back-office endpoint can act on (matches, a pending deposit, withdrawals,
// a bank account waiting for review) and, per endpoint of the contract, a request that would
// change something in it. The role matrix sends these to roles that must be refused; the audit
// tests send them as a super admin, in contract order, so most succeed.

export type SampleRequest = { query?: string; body?: Record<string, unknown>; first?: () => void | Promise<void> };

const MINUTE = 60_000;

export async function adminWorld(t: TestApp) {
  const betting = bettingFixtures(t);
  const wallet = walletFixtures(t);
  const start = t.clock.now().getTime();
  const traded = (await betting.openMatch(120)).match.id;
  const resulted = (await betting.openMatch(60)).match.id;
  const postponed = (await betting.openMatch(180)).match.id;
  // Edited and closed by the match-edit samples, so the trading samples keep an open match.
  const closable = (await betting.openMatch(240)).match.id;
  // Finished with a score from the start, so the correction preview (a GET, sent alone by the role
  // matrix) has a result to compare with; no bets, so there is nothing to settle.
  const finished = (await betting.openMatch(300)).match.id;
  await t.ctx.db.execute(sql`update matches set ft_home = 1, ft_away = 0, state = 'finished' where id = ${finished}`);

  // One withdrawal per member: a new member may withdraw once a day.
  const pendingWithdrawal = async () => {
    const m = await wallet.member();
    await wallet.fund(m, 20_000_00);
    const bank = await wallet.bindBank(m);
    return { member: m, bank, withdrawal: expectOk(await wallet.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id })) as { id: number } };
  };
  const approved = await pendingWithdrawal();
  const rejected = await pendingWithdrawal();
  const deposit = expectOk(await wallet.createDeposit(approved.member, 5_000_00, 'transfer')).deposit as { id: number };
  const reviewed = await wallet.bindBank(approved.member);
  await t.ctx.db.execute(sql`update bank_accounts set approval_status = 0 where id = ${reviewed.id}`);

  // One bet on the traded match, for the bets desk to open.
  const bettor = await betting.fundedMember(1_000);
  const placedBet = await betting.place(bettor.token, { matchId: traded, period: 'FT', selection: '2-1', betType: 'correct', stake: 100_00, odds: 10_100, acceptAnyOdds: true });
  const betId = expectOk(placedBet).id as number;

  const managed = await createAdminWithTotp(t.ctx, `managed_${process.pid % 1000}`, 'managed admin pass', 'trader');

  const texts = (s: string) => ({ en: s, fr: s, th: s });
  const announcement = ((await t.ctx.db.execute(sql`
    insert into announcements (title, body, created_by, created_at) values (${texts('Role test')}, ${texts('Role test body')}, 'test', ${t.clock.now()}) returning id`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;

  const kickoffPassed = () => t.clock.set(new Date(Math.max(t.clock.now().getTime(), start + 61 * MINUTE)));
  const reason = 'back-office test';
  const memberSamples = await adminMemberSamples(t);
  const samples: Record<string, SampleRequest> = {
    ...memberSamples,
    adminLogin: { body: { username: 'nobody_at_all', password: 'not a password' } },
    adminDeposits: { query: '?payType=transfer' },
    adminConfirmDeposit: { body: { id: deposit.id, evidence: 'NIP 000123' } },
    adminWithdrawals: { query: '?status=0' },
    adminApproveWithdrawal: { body: { id: approved.withdrawal.id } },
    adminRejectWithdrawal: { body: { id: rejected.withdrawal.id, reason } },
    adminMarkUsdtPaid: { body: { id: approved.withdrawal.id, txHash: `0x${'ab'.repeat(32)}` } },
    adminSandboxPayoutOutcome: { body: { id: approved.withdrawal.id, outcome: 'success' } },
    adminBankAccounts: { query: '?status=0' },
    adminReviewBankAccount: { body: { id: reviewed.id, approve: true, note: reason } },
    adminLedgerCheck: {},
    adminPriceMatch: { body: { matchId: traded, rates: { home: 2.1, away: 0.9 } } },
    adminImportFixtures: { body: { format: 'json', content: JSON.stringify([{ league: 'NPFL', home: `Role Home ${process.pid}`, away: 'Role Away', kickoff: '2026-12-01T15:00:00Z' }]) } },
    adminOverridePrice: { body: { matchId: traded, period: 'FT', selection: '1-1', betType: 'correct', odds: 99_000, reason } },
    adminClearOverride: { body: { matchId: traded, period: 'FT', selection: '1-1', betType: 'correct', reason } },
    adminSuspendSelection: { body: { matchId: traded, period: 'FT', selection: '2-2', suspended: true, reason } },
    adminSuspendMatch: { body: { matchId: traded, suspended: true, reason } },
    adminMatchLimits: { body: { matchId: traded, maxStake: 900_000_00 } },
    adminMatchExposure: { query: `?id=${traded}` },
    adminPriceHistory: { query: `?matchId=${traded}&period=FT&selection=1-1` },
    adminMatchList: {},
    adminMatchPrices: { query: `?id=${traded}` },
    adminEnterResult: { body: { matchId: resulted, period: 'HT', home: 1, away: 0 }, first: kickoffPassed },
    adminCorrectResult: { body: { matchId: resulted, period: 'HT', home: 2, away: 0, reason } },
    adminCorrectionPreview: { query: `?matchId=${finished}&period=FT&home=2&away=0` },
    adminPostponeMatch: { body: { matchId: postponed, reason } },
    adminVoidMatch: { body: { matchId: postponed, state: 'void', reason } },
    adminMatchSettlement: { query: `?id=${resulted}` },
    adminAudit: { query: '?pageSize=5' },
    adminLoginTotp: { body: { ticket: 'no-such-ticket', code: '123456' } },
    adminMe: {},
    adminLogout: { body: {} },
    adminAccounts: { query: '?pageSize=5' },
    adminCreateAccount: { body: { username: `new_admin_${process.pid % 1000}`, password: 'a long admin password', role: 'support' } },
    adminChangeRole: { body: { id: managed.id, role: 'auditor' } },
    adminSetDisabled: { body: { id: managed.id, disabled: true } },
    adminResetTotp: { body: { id: managed.id } },
    adminDashboard: {},
    adminSettings: {},
    // A key with a row already (the fixtures set it), so the audit row has a before.
    adminChangeSetting: { body: { key: 'betting.closeMinutesBeforeKickoff', value: 5 } },
    adminSettingHistory: { query: '?key=withdrawal.feeBps' },
    adminAnnouncements: { query: '?pageSize=5' },
    adminSaveAnnouncement: { body: { title: texts('Cup final'), body: texts('Bets open at noon') } },
    adminPublishAnnouncement: { body: { id: Number(announcement), published: true } },
    adminMessages: {},
    adminSendMessage: { body: { segment: 'member', memberId: approved.member.uid, title: 'Your withdrawal', body: 'On its way.' } },
    adminCreateMatch: { body: { league: 'NPFL', homeTeam: `Made Home ${process.pid % 1000}`, awayTeam: 'Made Away', kickOffAt: '2026-12-02T15:00:00Z' } },
    adminEditMatch: { body: { matchId: closable, kickOffAt: new Date(start + 270 * MINUTE).toISOString() } },
    adminMatchBetting: { body: { matchId: closable, open: false } },
    adminBets: { query: `?matchId=${traded}` },
    adminBet: { query: `?id=${betId}` },
  };
  return { traded, resulted, postponed, managed, samples, betting };
}

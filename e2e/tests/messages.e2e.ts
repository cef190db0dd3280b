import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { docsScreenshotDir, overlaysGone, screenshot } from '../support/browser.ts';
import { signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// Messages at 390x844: support publishes an announcement and sends the demo member a message
// through the back-office API; the member sees both in the message centre (unread marks and
// counts on the me page and the tabs), reads the announcement, and opening the message marks it
// read — on the server too. A withdrawal the back office rejects reaches the member as a message
// in the app's language (French here).

const session = usePhoneSession({ DEMO_SEED: 'true' });

const go = (hash: string) => session.page.goto(`${session.server.url}/#${hash}`);
const texts = (en: string, fr: string, th: string) => ({ en, fr, th });
const ANNOUNCEMENT = {
  title: texts('Cup final weekend', 'Week-end de la finale', 'สุดสัปดาห์นัดชิงชนะเลิศ'),
  body: texts(
    'Betting on the cup final opens on Friday at 12:00.\nScores for the first half and full time are both on offer.',
    'Les paris sur la finale ouvrent vendredi à 12 h 00.',
    'เปิดรับเดิมพันนัดชิงชนะเลิศวันศุกร์ เวลา 12:00 น.',
  ),
};
// Support's own message; the demo member's deposit notice ("You reached VIP 2") is the system's, beside it.
const MESSAGE = { title: 'Cup final weekend', body: 'Your VIP 2 odds bonus applies to every cup final bet this weekend, first half and full time.' };

let memberToken = '';
const memberGet = async (path: string) => {
  const res = await fetch(`${session.server.url}${path}`, { headers: { token: memberToken } });
  return ((await res.json()) as { code: number; data: any }).data;
};

const memberPost = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${session.server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token: memberToken, ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; data: any };
  if (json.code !== 200) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
  return json.data;
};

describe('messages and announcements (member app)', () => {
  it('signs in as the demo member; support publishes an announcement and sends a message', async () => {
    await signInAsDemoMember(session);
    // The "Signed in" toast would sit on every screenshot below.
    await overlaysGone(session.page);
    memberToken = (await session.page.evaluate(() => localStorage.getItem('token_mytrade'))) ?? '';
    const member = await memberGet('/web/ods/member/getLoginMember');
    expect(member.uid).toBeGreaterThan(0);

    const admin = await adminSignIn(session.server.url);
    const saved = await adminCall(session.server.url, admin, '/admin/api/announcements/save', ANNOUNCEMENT);
    await adminCall(session.server.url, admin, '/admin/api/announcements/publish', { id: saved.id, published: true });
    const sent = await adminCall(session.server.url, admin, '/admin/api/messages/send', { segment: 'member', memberId: member.uid, ...MESSAGE });
    expect(sent.recipients).toBe(1);
  });

  it('the me page shows the unread count and new announcements', async () => {
    await go('/pages/me/me');
    await expect.poll(() => session.page.getByTestId('me-messages-unread').textContent()).toBe('1');
    await session.page.getByTestId('me-announcements-new').waitFor();
  });

  it('lists the announcement as new, and its detail shows the whole text', async () => {
    // Me's Messages entry opens the messages its badge counts, new announcements or not: they have
    // their own entry and dot (QA: with both new it opened the announcements).
    await session.page.getByTestId('me-menu-messages').click();
    await session.page.getByTestId('notice-row').first().waitFor();
    expect(session.page.url()).toContain('tab=notices');
    await session.page.getByTestId('messages-tab-announcements').click();
    const row = session.page.getByTestId('announcement-row').filter({ hasText: ANNOUNCEMENT.title.en });
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await session.page.getByTestId('messages-tab-announcements-badge').textContent()).toBe('1');
    expect(await session.page.getByTestId('messages-tab-notices-badge').textContent()).toBe('1');
    await screenshot(session.page, 'member-messages', docsScreenshotDir);

    await row.click();
    await session.page.getByTestId('announcement-detail').waitFor();
    expect(await session.page.getByTestId('announcement-detail-title').textContent()).toBe(ANNOUNCEMENT.title.en);
    expect(await session.page.getByTestId('announcement-detail-body').textContent()).toBe(ANNOUNCEMENT.body.en);
    await screenshot(session.page, 'member-announcement-detail', docsScreenshotDir);

    await session.page.getByTestId('page-back').click();
    await session.page.getByTestId('message-center-page').waitFor();
    await expect.poll(() => row.getAttribute('data-read')).toBe('true');
    expect(await session.page.getByTestId('messages-tab-announcements-badge').count()).toBe(0);
  });

  it('the message shows unread; opening it marks it read, on the server too', async () => {
    await session.page.getByTestId('messages-tab-notices').click();
    const row = session.page.getByTestId('notice-row').filter({ hasText: MESSAGE.title });
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    await screenshot(session.page, 'member-messages-notices', docsScreenshotDir);

    const marked = session.page.waitForResponse((r) => r.url().endsWith('/web/messages/read') && r.request().method() === 'POST');
    await row.click();
    await session.page.getByTestId('notice-detail').waitFor();
    expect(await session.page.getByTestId('notice-detail-title').textContent()).toBe(MESSAGE.title);
    expect(await session.page.getByTestId('notice-detail-body').textContent()).toBe(MESSAGE.body);
    expect(((await (await marked).json()) as { data: { unread: number } }).data.unread).toBe(0);
    await screenshot(session.page, 'member-notice-detail', docsScreenshotDir);

    await session.page.getByTestId('page-back').click();
    await expect.poll(() => row.getAttribute('data-read')).toBe('true');
    expect(await session.page.getByTestId('messages-tab-notices-badge').count()).toBe(0);
    expect(session.page.url()).toContain('tab=notices');
    const inbox = await memberGet('/web/messages');
    expect(inbox.unread).toBe(0);
    expect(inbox.items.find((m: { title: string }) => m.title === MESSAGE.title)).toMatchObject({ read: true });

    await go('/pages/me/me');
    await session.page.getByTestId('me-menu-messages').waitFor();
    await expect.poll(() => session.page.getByTestId('me-messages-unread').count()).toBe(0);
    expect(await session.page.getByTestId('me-announcements-new').count()).toBe(0);
  });

  it('the account area’s announcement list shows it too', async () => {
    await session.page.getByTestId('me-menu-announcements').click();
    await session.page.getByTestId('announcement-page').waitFor();
    await session.page.getByTestId('announcement-row').filter({ hasText: ANNOUNCEMENT.title.en }).waitFor();
  });

  it('a withdrawal rejected by the back office arrives as a message in the app’s language', async () => {
    // Wallet password, a bank account in the member's name, a ₦1,000 withdrawal; support rejects it.
    await memberPost('/web/member/wallet-password/set', { password: '246810', confirmPassword: '246810' });
    const serial = '234567891';
    const accountNumber = serial + nubanCheckDigit(serial, '058');
    const bank = await memberPost('/web/bank/accounts', { bankCode: '058', accountNumber, confirmAccountNumber: accountNumber, walletPassword: '246810' });
    const withdrawal = await memberPost('/web/wallet/withdrawal', { method: 'bank', amount: 1_000_00, bankAccountId: bank.id, walletPassword: '246810' }, { 'idempotency-key': randomUUID() });
    const admin = await adminSignIn(session.server.url);
    await adminCall(session.server.url, admin, '/admin/api/withdrawals/reject', { id: withdrawal.id, reason: 'Compte en cours de vérification' });

    // From Me, the Messages entry opens the message its badge counts: no announcement is new (QA: it opened the announcements).
    await go('/pages/me/me');
    await session.page.reload();
    await expect.poll(() => session.page.getByTestId('me-messages-unread').textContent(), { timeout: 10_000 }).toBe('1');
    await session.page.getByTestId('me-menu-messages').click();
    await session.page.getByTestId('notice-row').first().waitFor();
    expect(session.page.url()).toContain('tab=notices');

    await session.page.evaluate(() => localStorage.setItem('language', 'fr'));
    await go('/pages/me/message/index?tab=notices');
    await session.page.reload();
    const row = session.page.getByTestId('notice-row').filter({ hasText: 'Retrait refusé' });
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await session.page.getByTestId('messages-tab-notices-badge').textContent()).toBe('1');
    // "Tout marquer comme lu" in full and in view, the page not scrolling sideways (QA: it overflowed the header).
    const markAll = await session.page.getByTestId('messages-mark-all').evaluate((el) => ({ right: el.getBoundingClientRect().right, cut: el.scrollWidth > el.clientWidth + 1 }));
    expect(markAll).toEqual({ right: expect.any(Number), cut: false });
    expect(markAll.right).toBeLessThanOrEqual(390);
    await expect(session.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await row.click();
    await session.page.getByTestId('notice-detail').waitFor();
    expect(await session.page.getByTestId('notice-detail-body').textContent()).toBe(
      `Votre retrait ${withdrawal.reference} de ₦1,000.00 n’a pas été approuvé. Motif : Compte en cours de vérification. Le montant et les frais sont de nouveau sur votre solde disponible.`,
    );
    await screenshot(session.page, 'member-notice-detail-fr', docsScreenshotDir);
    await session.page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('a notice about a match leads to the member’s bets on it, as the match’s page does; "All matches" widens the list again', async () => {
    // A bettable match of the demo data the member has no bet on yet, one bet of theirs on it; the desk postpones it.
    const betOn = new Set(((await memberGet('/web/bet/list?range=-29&pageSize=100')).items as { matchId: number }[]).map((b) => b.matchId));
    let match: { id: number; homeTeam: string; awayTeam: string } | undefined;
    for (let day = 0; day < 7 && !match; day++) {
      match = (await memberGet(`/web/match/list?day=${day}`)).leagues.flatMap((l: { matches: any[] }) => l.matches).find((m: { id: number; bettable: boolean }) => m.bettable && !betOn.has(m.id));
    }
    if (!match) throw new Error('the demo data has no bettable match this week');
    const detail = await memberGet(`/web/match/detail?id=${match.id}`);
    const odds = detail.markets.find((m: { period: string }) => m.period === 'FT').selections.find((s: { selection: string }) => s.selection === '1-1').correct.odds;
    const bet = await memberPost('/web/bet/place', { matchId: match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds, acceptAnyOdds: true }, { 'idempotency-key': randomUUID() });
    const allBets = (await memberGet('/web/bet/list?range=-29')).total as number;
    expect(allBets).toBeGreaterThan(1);
    // The match's own page names the member's bets on it.
    await go(`/pages/match/match-detail?id=${match.id}`);
    await session.page.reload(); // in English again (the test before ends in French)
    await expect.poll(() => session.page.getByTestId('match-your-bets').textContent()).toBe('Your bets on this match: 1');
    await screenshot(session.page, 'match-detail-your-bets');
    const admin = await adminSignIn(session.server.url);
    await adminCall(session.server.url, admin, '/admin/api/matches/postpone', { matchId: match.id, reason: 'Waterlogged pitch' });

    await go('/pages/me/message/index?tab=notices');
    await session.page.reload();
    await session.page.getByTestId('notice-row').filter({ hasText: 'Match postponed' }).click();
    await session.page.getByTestId('notice-detail-bets').waitFor();
    await screenshot(session.page, 'notice-detail-match-bets');
    await session.page.getByTestId('notice-detail-bets').click();
    // My bets, on that match alone, named above the list.
    const rows = session.page.getByTestId('order-row');
    await expect.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).toEqual([String(bet.id)]);
    await expect(session.page.getByTestId('order-match-filter-teams').textContent()).resolves.toBe(`${match.homeTeam} v ${match.awayTeam}`);
    expect(session.page.url()).toContain(`match=${match.id}`);
    await screenshot(session.page, 'member-bets-on-a-match', docsScreenshotDir);
    await session.page.getByTestId('order-match-filter-clear').click();
    await expect.poll(() => session.page.getByTestId('order-match-filter').count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(Math.min(allBets, 20));
    // None of its bets lost: the empty list says so of this match, on the longest period already, and
    // leads to every match's bets (QA: "No Lost bets in this period" and "Browse matches").
    await go(`/pages/me/myorder?match=${match.id}&status=lost`);
    const empty = session.page.getByTestId('order-list-empty');
    await expect.poll(() => empty.textContent()).toContain('No “Lost” bets on this match in this period');
    await expect(empty.textContent()).resolves.toContain('This is already the longest period');
    await empty.getByRole('button', { name: 'All matches' }).click();
    await expect.poll(() => session.page.getByTestId('order-match-filter').count()).toBe(0);
  });
});

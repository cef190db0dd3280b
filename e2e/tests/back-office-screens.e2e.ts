import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminCall, adminSignIn, DEMO_ADMIN } from '../support/admin-api.ts';
import { signInAdminInBrowser } from '../support/admin-browser.ts';
import { adminInput, answerOf, createMatchInBackOffice, lagosDay } from '../support/admin-screens.ts';
import { docsScreenshotDir, openDesktop, reportFailure, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The back office's screens at 1366x768, as the demo super admin uses them (signed in with
// password and authenticator code): a match created from the Matches form with typed Lagos
// times; an admin created, given another role and disabled on the Admins screen; the demo
// member found and opened in Members; a setting changed in Configuration and found in its
// history; an announcement published in Content; the Dashboard's figures.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const tag = String(process.pid % 100_000);

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openDesktop>>;
let page: Page;
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true' });
  browser = await openDesktop();
  page = browser.page;
  // The API sign-in takes the previous 30-second step's code, the sign-in page the next one's.
  adminToken = await adminSignIn(server.url);
  await signInAdminInBrowser(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(({ task }) => {
  onTestFailed(() => reportFailure(page, task.name, server.logs));
});

const open = async (hash: string) => {
  await page.goto(`${server.url}/admin/#${hash}`);
};

/** An antd input whether the test id sits on the input or on its wrapper. */
const input = (testId: string) => adminInput(page, testId);
const rows = (table: string) => page.getByTestId(table).locator('tbody tr.ant-table-row');
const tableRow = (table: string, text: string) => rows(table).filter({ hasText: text }).first();
const dialog = () => page.locator('.ant-modal-wrap:visible .ant-modal');
/** Picks an option of the antd select inside `scope` by its label. */
async function choose(scope: Locator, label: string) {
  await scope.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) }).click();
}
/** The open Popconfirm. */
const popconfirm = () => page.locator('.ant-popconfirm:visible, .ant-popover:visible').last();

describe('back-office screens (desktop)', () => {
  it('creates a match through Matches → New match with typed Lagos times and finds it in the list', async () => {
    const home = `Screens Home ${tag}`;
    const day = lagosDay(2);
    const created = await createMatchInBackOffice(page, server.url, { league: 'NPFL', homeTeam: home, awayTeam: 'Screens Away', kickOff: `${day} 18:30`, closing: `${day} 18:15` });
    // 18:30 in Lagos (UTC+1) is 17:30 UTC.
    expect(created.kickOffAt).toBe(`${day}T17:30:00.000Z`);

    await open('/matches');
    await input('match-search').fill(home);
    await input('match-search').press('Enter');
    const row = tableRow('matches-table', home);
    await row.waitFor();
    const [y, m, d] = day.split('-');
    const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    await expect(row.textContent()).resolves.toContain(`${d} ${month} ${y}`);
    await expect(row.textContent()).resolves.toContain('18:30');
    await expect(row.textContent()).resolves.toContain('Unpriced');
  });

  it('imports a fixtures file only whole: a bad line refuses it, named; the mended file (Excel, semicolons) goes in', async () => {
    await open('/matches');
    await page.getByTestId('import-fixtures').click();
    const upload = dialog().locator('input[type=file]');
    const day = lagosDay(3);
    const file = (away2: string) =>
      Buffer.from(`\uFEFFleague;home;away;kickoff\r\nNPFL;Import Home ${tag};Import Away ${tag};${day}T15:00:00Z\r\nNPFL;Second Home ${tag};${away2};${day}T18:00:00Z\r\n;;;\r\n`);
    await upload.setInputFiles({ name: 'matchday.csv', mimeType: 'text/csv', buffer: file('') });
    await dialog().getByTestId('import-refused').waitFor();
    await expect(dialog().getByTestId('import-refused').textContent()).resolves.toContain('Nothing was imported: 1 problem(s) in the file.');
    await expect(dialog().locator('tbody tr.ant-table-row').allTextContents()).resolves.toEqual(['3missing away']);
    await screenshot(page, 'back-office-import-refused');

    // A file refused before its lines are read (binary) replaces the last file's result with its own.
    // Said as no text file, alone (QA: "read as Windows-1252, check the names" beside "holds a NUL character").
    await upload.setInputFiles({ name: 'binary.csv', mimeType: 'text/csv', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01, 0xe9, 0xff]) });
    await poll(() => dialog().getByTestId('import-file-problem').textContent()).toContain('this is not a text file (CSV or JSON)');
    await expect(dialog().getByTestId('import-encoding').count()).resolves.toBe(0);
    await expect(dialog().getByTestId('import-result').locator('.ant-descriptions-title').textContent()).resolves.toBe('binary.csv');
    await expect(dialog().locator('tbody tr.ant-table-row').count()).resolves.toBe(0);

    // 300 bad lines: the answer lists the first 200 and says how many more; Problems counts all 300, not the list.
    const bad = Buffer.from(['league,home,away,kickoff', ...Array.from({ length: 300 }, (_, i) => `NPFL,Bad ${i} ${tag},,${day}T15:00:00Z`)].join('\n'));
    await upload.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: bad });
    await poll(() => dialog().getByTestId('import-refused').textContent()).toContain('300 problem(s)');
    await poll(() => dialog().getByTestId('import-file-problem').textContent()).toContain('100 more problems are not listed');
    await expect(dialog().getByTestId('import-result').locator('.ant-descriptions-item-content').nth(2).textContent()).resolves.toBe('300');

    await upload.setInputFiles({ name: 'matchday.csv', mimeType: 'text/csv', buffer: file(`Second Away ${tag}`) });
    const created = dialog().getByTestId('import-created');
    await created.waitFor();
    await expect(created.textContent()).resolves.toContain(`Import Home ${tag} v Import Away ${tag}`);
    await expect(created.textContent()).resolves.toContain(`Second Home ${tag} v Second Away ${tag}`);
    await expect(dialog().getByTestId('import-refused').count()).resolves.toBe(0);
    await expect(dialog().getByTestId('import-encoding').count()).resolves.toBe(0);

    // Saved by a spreadsheet on Windows (Windows-1252, not UTF-8): the accents arrive, and the trader is told how it was read (QA: "Atl\uFFFDtico").
    const latin1 = Buffer.from(`league,home,away,kickoff\r\nLaLiga,Atl\u00e9tico ${tag},M\u00e1laga ${tag},${day}T20:00:00Z\r\n`, 'latin1');
    await upload.setInputFiles({ name: 'laliga.csv', mimeType: 'text/csv', buffer: latin1 });
    await poll(() => dialog().getByTestId('import-created').textContent()).toContain(`Atl\u00e9tico ${tag} v M\u00e1laga ${tag}`);
    await expect(dialog().getByTestId('import-encoding').textContent()).resolves.toContain('read as Windows-1252');

    // The first fixture moved two days on: it goes in as a second match, and the trader is told which match to look at (QA: without a word).
    await upload.setInputFiles({ name: 'moved.csv', mimeType: 'text/csv', buffer: Buffer.from(`league,home,away,kickoff\nNPFL,Import Home ${tag},Import Away ${tag},${lagosDay(5)}T15:00:00Z\n`) });
    const notes = dialog().getByTestId('import-notes');
    await poll(() => notes.locator('tbody tr.ant-table-row').allTextContents()).toEqual([expect.stringMatching(/^2these teams already have match #\d+ in this league \(scheduled, .+\): if the fixture moved, postpone or void that match; the line was imported as a second match$/)]);
    await expect(dialog().getByTestId('import-created').textContent()).resolves.toContain(`Import Home ${tag} v Import Away ${tag}`);
    await screenshot(page, 'back-office-import-notes');
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  });

  it('creates a trader admin on the Admins screen, changes its role and disables it', async () => {
    const username = `desk_${tag}`;
    // Colleagues already on the list (through the API).
    for (const [name, role] of [
      [`help_${tag}`, 'support'],
      [`audit_${tag}`, 'auditor'],
    ]) {
      await adminCall(server.url, adminToken, '/admin/api/admins/create', { username: name, password: 'Colleague-Pass-2026', role });
    }
    await open('/admins');
    await tableRow('admins-table', DEMO_ADMIN.username).waitFor();

    await page.getByTestId('new-admin').click();
    await input('admin-username').fill(username);
    await input('admin-password').fill('Desk-Trader-2026');
    await choose(dialog(), 'Trader');
    const created = await answerOf(page, '/admin/api/admins/create', () => page.getByTestId('action-ok').click());
    const row = tableRow('admins-table', username);
    await poll(() => row.textContent()).toContain('Trader');
    await expect(row.textContent()).resolves.toContain('Active');
    await expect(row.textContent()).resolves.toContain('Not set up yet');

    // The same name again: the server's refusal shows under the username.
    await page.getByTestId('new-admin').click();
    await input('admin-username').fill(username.toUpperCase());
    await input('admin-password').fill('Desk-Trader-2026');
    await choose(dialog(), 'Support');
    await page.getByTestId('action-ok').click();
    await poll(() => dialog().locator('.ant-form-item-explain-error').textContent()).toContain('already exists');
    await screenshot(page, 'back-office-admins-create-refused');
    await dialog().getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId(`admin-role-${created.id}`).click();
    await poll(() => dialog().textContent()).toContain(`Change the role of ${username}?`);
    await choose(dialog(), 'Finance');
    await screenshot(page, 'back-office-admins-role');
    await answerOf(page, '/admin/api/admins/role', () => page.getByTestId('action-ok').click());
    await poll(() => row.textContent()).toContain('Finance');

    await page.getByTestId(`admin-disable-${created.id}`).click();
    await poll(() => popconfirm().textContent()).toContain(`Disable ${username}?`);
    await screenshot(page, 'back-office-admins-disable');
    await answerOf(page, '/admin/api/admins/disable', () => popconfirm().getByTestId('confirm-ok').click());
    await poll(() => row.textContent()).toContain('Disabled');
    await page.getByTestId(`admin-enable-${created.id}`).waitFor();
    // One's own row offers no action.
    await expect(tableRow('admins-table', DEMO_ADMIN.username).textContent()).resolves.toContain('Your own account');

    // The picture without the messages of the changes above.
    await page.reload();
    await tableRow('admins-table', username).waitFor();
    await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
    await page.waitForTimeout(500); // the table's fade-in after loading
    await screenshot(page, 'admin-admins', docsScreenshotDir);
  });

  it('finds the demo member by username in Members and sees their balances on their page', async () => {
    await open('/members');
    await input('member-search').fill('demo_player');
    await input('member-search').press('Enter');
    const row = tableRow('members-table', 'demo_player');
    await poll(() => rows('members-table').count()).toBe(1);
    const available = (await row.locator('td').nth(4).textContent())?.trim();
    expect(available).toMatch(/^₦[\d,]+\.\d{2}$/);
    await row.getByRole('link', { name: 'demo_player' }).click();
    await poll(() => page.getByTestId('member-title').textContent()).toContain('demo_player');
    const stat = (title: string) => page.locator('.ant-statistic', { hasText: title }).first().locator('.ant-statistic-content');
    await poll(() => stat('Available').textContent()).toBe(available);
    await expect(stat('Frozen').textContent()).resolves.toMatch(/^₦[\d,]+\.\d{2}$/);
  });

  it('shows a 16-character username and a long name whole in Members at 1366 px', async () => {
    // The longest username the rules allow (spec 5: 5 to 16), of the widest letters.
    const username = `W${tag}`.padEnd(16, 'W');
    const captcha = (await (await fetch(`${server.url}/web/member/captcha`)).json()).data;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...(token ? { token } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
    const registered = await post('/web/member/register', { username, password: 'Passw0rd-123', confirmPassword: 'Passw0rd-123', captchaId: captcha.captchaId, captcha: captcha.answer });
    expect(registered.code).toBe(200);
    expect((await post('/web/member/profile/real-name', { realName: 'Chukwuemeka Nwachukwu' }, registered.data.token)).code).toBe(200);
    await open('/members');
    await input('member-search').fill(username);
    await input('member-search').press('Enter');
    const row = tableRow('members-table', username);
    await poll(() => rows('members-table').count()).toBe(1);
    const clipped = (text: string) => row.getByText(text, { exact: true }).evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth || el.scrollWidth > el.clientWidth);
    await expect(clipped(username)).resolves.toBe(false);
    await expect(clipped('Chukwuemeka Nwachukwu')).resolves.toBe(false);
  });

  it('changes the captcha lifetime in Configuration after the confirmation and sees it in the history', async () => {
    await open('/configuration');
    await page.getByTestId('edit-auth.captchaTtlSeconds').click();
    const old = Number(await input('setting-value').inputValue());
    const next = old + 30;
    await input('setting-value').fill(String(next));
    await page.getByTestId('setting-review').click();
    const confirm = page.locator('.ant-modal-confirm');
    await poll(() => confirm.textContent()).toContain('Change Captcha lifetime?');
    await expect(confirm.textContent()).resolves.toContain(`${next} s`);
    // The browser's network guess turning to "offline" (a CI machine's interfaces changing, once)
    // must not park the change: the server is right there.
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await answerOf(page, '/admin/api/settings/change', () => confirm.getByRole('button', { name: 'Change it' }).click());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    await page.getByRole('button', { name: 'History of Captcha lifetime' }).click();
    const history = page.locator('.ant-drawer', { hasText: 'History of Captcha lifetime' });
    const entry = history.locator('tbody tr', { hasText: `${next} s` }).first();
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain(DEMO_ADMIN.username);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    // Structured values read as lines inside their cells (raw JSON once ran under the next columns).
    await page.getByTestId('edit-withdrawal.usdt').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-configuration', docsScreenshotDir);
  });

  it('writes an announcement in Content and publishes it', async () => {
    const title = `Derby weekend ${tag}`;
    await open('/content');
    await page.getByTestId('new-announcement').click();
    // English alone is not enough: Save says which languages are missing and shows the first.
    await dialog().getByLabel('Title (English)').fill(title);
    await dialog().getByLabel('Text (English)').fill(`${title}: every match priced by Friday.`);
    await page.getByTestId('action-ok').click();
    await poll(() => dialog().getByTestId('announcement-errors').textContent()).toContain('French: Title is required');
    await expect(dialog().getByRole('tab', { name: 'Français' }).getAttribute('aria-selected')).resolves.toBe('true');
    // The tab bar's underline slides to the tab shown: the picture waits for it to arrive.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'admin-content-missing-language', docsScreenshotDir);
    for (const [language, text] of [
      ['English', title],
      ['Français', `Week-end de derby ${tag}`],
      ['ไทย', `สุดสัปดาห์ดาร์บี้ ${tag}`],
    ] as const) {
      await dialog().getByRole('tab', { name: language }).click();
      await dialog().getByLabel(`Title (${language})`).fill(text);
      await dialog().getByLabel(`Text (${language})`).fill(`${text}: every match priced by Friday.`);
    }
    const saved = await answerOf(page, '/admin/api/announcements/save', () => page.getByTestId('action-ok').click());
    const row = page.locator('tbody tr.ant-table-row', { hasText: title }).first();
    await poll(() => row.textContent()).toContain('Draft');

    await page.getByTestId(`publish-${saved.id}`).click();
    await poll(() => popconfirm().textContent()).toContain('Every member sees it at once');
    await answerOf(page, '/admin/api/announcements/publish', () => popconfirm().getByRole('button', { name: 'Publish' }).click());
    await poll(() => row.textContent()).toContain('Published');
  });

  it('shows the Dashboard’s figures', async () => {
    await open('/dashboard');
    await poll(() => page.getByTestId('stat-deposits').textContent()).toMatch(/Deposits today₦[\d,]+\.\d{2}/);
    await expect(page.getByTestId('stat-exposure').textContent()).resolves.toMatch(/Open stakes₦[\d,]+\.\d{2}.*open bets?/);
    await expect(page.getByTestId('pending-reviews').textContent()).resolves.toMatch(/\d+ ?Withdrawals.*Bank accounts.*Balance corrections/);
    for (const title of ['Withdrawals today', 'Stakes today', 'Payouts today', 'House result today', 'VIP daily rewards paid today', 'New members today']) {
      await expect(page.locator('.ant-statistic', { hasText: title }).first().locator('.ant-statistic-content').textContent()).resolves.toMatch(/^-?₦?[\d,]+(\.\d{2})?$/);
    }
    await page.getByTestId('dashboard-chart').locator('svg').first().waitFor();
  });
});

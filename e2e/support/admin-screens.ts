import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Steps of the back office's screens that several browser tests take the same way: antd inputs
// by test id, the answer of the call an action sends, typed Lagos wall times and the New match
// form of Matches.

/** The operator's zone the screens type and show times in (the server's default OPERATOR_TZ). */
export const OPERATOR_TZ = 'Africa/Lagos';

/**
 * Waits for antd's dialog (the one `dialog` finds, the last open by default) to finish opening: a
 * click during its zoom can land beside its moving target (CI lost a Cancel, and a checkbox's tick).
 */
export async function dialogOpened(page: Page, dialog: Locator = page.locator('.ant-modal').last()): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => dialog.getAttribute('class')).not.toMatch(/zoom/);
}

/** An antd input whether the test id sits on the input or on its wrapper. */
export const adminInput = (page: Page, testId: string): Locator => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** The answer of the back-office POST the action sends (its envelope's data; the code must be 200). */
export async function answerOf(page: Page, pathname: string, action: () => Promise<unknown>): Promise<any> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === 'POST');
  await action();
  const body = (await (await response).json()) as { code: number; data: unknown; msg: string };
  expect(body.code, `${pathname}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A Lagos wall date `days` from now: "2026-11-23". */
export function lagosDay(days: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(from + days * 86_400_000));
}

/** An instant as the wall time the match form takes, to the minute: "2026-11-23 18:30". */
export function lagosWallTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export type TNewMatch = { league: string; homeTeam: string; awayTeam: string; /** Lagos wall time "YYYY-MM-DD HH:mm". */ kickOff: string; closing?: string };

/**
 * Creates a match through Matches → New match as the signed-in admin and waits for its page (the
 * form opens the new match). Answers the server's match (id, kickOffAt, closingAt...).
 */
export async function createMatchInBackOffice(page: Page, baseUrl: string, match: TNewMatch): Promise<{ id: number; kickOffAt: string; closingAt: string } & Record<string, unknown>> {
  await page.goto(`${baseUrl}/admin/#/matches`);
  await page.getByTestId('create-match').click();
  await adminInput(page, 'match-league').fill(match.league);
  await adminInput(page, 'match-home').fill(match.homeTeam);
  await adminInput(page, 'match-away').fill(match.awayTeam);
  await adminInput(page, 'match-kickoff').fill(match.kickOff);
  if (match.closing) await adminInput(page, 'match-closing').fill(match.closing);
  const created = await answerOf(page, '/admin/api/matches/create', () => page.getByTestId('action-ok').click());
  await expect.poll(() => page.getByTestId('match-title').textContent(), { timeout: 15_000 }).toContain(match.homeTeam);
  return created;
}

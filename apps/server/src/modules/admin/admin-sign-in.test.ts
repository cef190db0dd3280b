import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../db/schema.ts';
import { createAdminWithTotp, createSignedInAdmin, signInTestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';
import { createAdmin } from './admin-auth.ts';
import { openSecret, sealSecret } from './totp/secret-box.ts';
import { totpCode } from './totp/totp.ts';

// Back-office sign-in: password, then the authenticator's 6-digit code (RFC 6238); enrolment at
// the first sign-in; a code is accepted once; wrong passwords and codes lock after 5; disabled
// admins are refused; sessions expire; super admins manage the accounts.

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const PASSWORD = 'a long admin password';
let serial = 0;
const name = (prefix: string) => `${prefix}_${process.pid % 1000}_${++serial}`;

const login = (username: string, password = PASSWORD) => t.call({ method: 'POST', url: '/admin/api/login', payload: { username, password } });
const totp = (ticket: string, code: string) => t.call({ method: 'POST', url: '/admin/api/login/totp', payload: { ticket, code } });
const codeNow = (secret: string, offsetSteps = 0) => totpCode(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));
const me = (token: string) => t.call({ method: 'GET', url: '/admin/api/me', headers: { 'admin-token': token } });
const adminRow = async (id: number) => (await t.ctx.db.select().from(admins).where(eq(admins.id, id)))[0]!;
const auditRows = async (adminId: number) =>
  ((await t.ctx.db.execute(sql`select action, result_code, target_id, request, before, after from admin_audit_log where admin_id = ${adminId} order by id`)) as unknown as {
    rows: { action: string; result_code: number; target_id: string; request: Record<string, unknown>; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  }).rows;

describe('enrolment at the first sign-in', () => {
  it('offers a secret with its otpauth URL and QR code; the first right code confirms it and signs in', async () => {
    const username = name('enrol');
    const id = await createAdmin(t.ctx, username, PASSWORD, 'trader');
    const first = expectOk(await login(username));
    expect(first).toMatchObject({ stage: 'enrol', expiresAt: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString() });
    const { secret, otpauthUrl, qrDataUrl } = first.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // SHA-1, 6 digits and 30 seconds are the defaults every authenticator assumes when the URL leaves them out.
    expect(otpauthUrl).toBe(`otpauth://totp/Scoreline:${username}?secret=${secret}&issuer=Scoreline`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    // Not confirmed yet; stored only sealed; asking again offers the same secret (no second scan).
    const pending = await adminRow(id);
    expect(pending.totpSecret).toBeNull();
    expect(pending.totpPendingSecret).not.toContain(secret);
    expect(openSecret(t.ctx.config.ADMIN_SECRET_KEY, id, pending.totpPendingSecret!)).toBe(secret);
    const again = expectOk(await login(username));
    expect(again.enrolment.secret).toBe(secret);

    expectRefusal(await totp(again.ticket, await codeNow(secret, 3)), 'CODE_INCORRECT');
    const session = expectOk(await totp(again.ticket, await codeNow(secret)));
    expect(session).toMatchObject({ admin: { id, username, role: 'trader' }, expiresAt: new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString() });
    expect(expectOk(await me(session.token))).toEqual({ id, username, role: 'trader', expiresAt: session.expiresAt });
    const enrolled = await adminRow(id);
    expect(enrolled).toMatchObject({ totpPendingSecret: null, totpEnrolledAt: t.clock.now(), failedLoginCount: 0 });
    expect(openSecret(t.ctx.config.ADMIN_SECRET_KEY, id, enrolled.totpSecret!)).toBe(secret);

    // From now on the password step asks for the code only.
    t.clock.advance(60_000);
    expect(expectOk(await login(username))).toEqual({ stage: 'totp', ticket: expect.any(String), expiresAt: expect.any(String) });
  });

  it('keeps the secret sealed to its admin: a ciphertext copied onto another admin does not open', () => {
    const sealed = sealSecret(t.ctx.config.ADMIN_SECRET_KEY, 7, 'JBSWY3DPEHPK3PXP');
    expect(openSecret(t.ctx.config.ADMIN_SECRET_KEY, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(t.ctx.config.ADMIN_SECRET_KEY, 8, sealed)).toThrow();
    expect(() => openSecret('another key of at least thirty-two characters', 7, sealed)).toThrow();
  });
});

describe('the code step', () => {
  it('accepts the steps either side of the server clock, a code once, and a ticket once', async () => {
    const username = name('codes');
    const { id, secret } = await createAdminWithTotp(t.ctx, username, PASSWORD, 'finance');
    t.clock.advance(90_000);
    const a = expectOk(await login(username)).ticket;
    expectRefusal(await totp(a, await codeNow(secret, -2)), 'CODE_INCORRECT');
    expectOk(await totp(a, await codeNow(secret, -1)));
    expectRefusal(await totp(a, await codeNow(secret)), 'NOT_LOGGED_IN'); // the ticket is used up

    const b = expectOk(await login(username)).ticket;
    // A right code already used is said as such (QA: "incorrect" for a code typed twice), and is no
    // guess: it counts no failure toward the lock.
    const replayed = await totp(b, await codeNow(secret, -1));
    expectRefusal(replayed, 'CODE_ALREADY_USED');
    expect(replayed.body.msg).toBe('This code has already been used. Wait for the next code from your authenticator app (a new one every 30 seconds).');
    expect((await adminRow(id)).failedLoginCount).toBe(0);
    expectOk(await totp(b, await codeNow(secret, 1)));
    const c = expectOk(await login(username)).ticket;
    expectRefusal(await totp(c, await codeNow(secret)), 'CODE_ALREADY_USED'); // older than the last accepted
    expectRefusal(await totp(c, '000000'), 'CODE_INCORRECT');
    expect((await adminRow(id)).failedLoginCount).toBe(1);

    // Every step is in the audit log, without the password, ticket or code.
    const audit = await auditRows(id);
    expect(audit.map((r) => [r.action, r.result_code])).toEqual([
      ['adminLogin', 200],
      ['adminLoginTotp', 2200],
      ['adminLoginTotp', 200],
      ['adminLoginTotp', 401],
      ['adminLogin', 200],
      ['adminLoginTotp', 2211],
      ['adminLoginTotp', 200],
      ['adminLogin', 200],
      ['adminLoginTotp', 2211],
      ['adminLoginTotp', 2200],
    ]);
    expect(audit[1]!.request).toEqual({ ticket: '[removed]', code: '[removed]' });
    expect(audit[0]!.request).toEqual({ username, password: '[removed]' });
    // Each row holds the admin before and after the step, so the log shows what the step changed
    // (a wrong code: the failure count; a right one: the step spent), not every field as new.
    const changed = (row: (typeof audit)[number]) => Object.keys(row.after ?? {}).filter((k) => JSON.stringify(row.after![k]) !== JSON.stringify(row.before?.[k]));
    expect(audit.every((row) => row.before !== null)).toBe(true);
    expect(changed(audit[1]!)).toEqual(['failed_login_count']);
    expect(changed(audit[2]!)).toContain('totp_last_step'); // the accepted code is spent
    expect(changed(audit[2]!)).not.toContain('username');
  });

  it('refuses an expired ticket: sign in again', async () => {
    const username = name('slow');
    const { secret } = await createAdminWithTotp(t.ctx, username, PASSWORD, 'support');
    const ticket = expectOk(await login(username)).ticket;
    t.clock.advance(5 * 60_000);
    expectRefusal(await totp(ticket, await codeNow(secret)), 'NOT_LOGGED_IN');
    expectRefusal(await totp('made-up', await codeNow(secret)), 'NOT_LOGGED_IN');
    const session = expectOk(await totp(expectOk(await login(username)).ticket, await codeNow(secret)));
    expect(session.admin.username).toBe(username);
  });

  it('a ticket is not a session', async () => {
    const username = name('ticket');
    await createAdminWithTotp(t.ctx, username, PASSWORD, 'auditor');
    expectRefusal(await me(expectOk(await login(username)).ticket), 'NOT_LOGGED_IN');
  });
});

describe('lockout, disabled admins, expiry and sign-out', () => {
  it('locks for 30 minutes after 5 wrong passwords or codes in a row, together; the right ones do not open it', async () => {
    const username = name('locked');
    const { id, secret } = await createAdminWithTotp(t.ctx, username, PASSWORD, 'trader');
    for (let i = 0; i < 2; i++) expectRefusal(await login(username, 'wrong password'), 'WRONG_CREDENTIALS');
    const ticket = expectOk(await login(username)).ticket; // the right password does not clear the count
    for (let i = 0; i < 2; i++) expectRefusal(await totp(ticket, '000000'), 'CODE_INCORRECT');
    const locked = await totp(ticket, '000000');
    expectRefusal(locked, 'ACCOUNT_LOCKED', { minutes: 30 });
    // Codes locked it, not passwords: said so (QA).
    expect(locked.body.msg).toBe('The account is locked after too many failed sign-in attempts (password or code). Try again in 30 minutes.');
    expectRefusal(await totp(ticket, await codeNow(secret)), 'ACCOUNT_LOCKED', { minutes: 30 });
    expectRefusal(await login(username), 'ACCOUNT_LOCKED', { minutes: 30 });
    t.clock.advance(29 * 60_000);
    expectRefusal(await login(username), 'ACCOUNT_LOCKED', { minutes: 1 });
    t.clock.advance(60_000);
    // The lock has run out: a fresh count, and the right password and code sign in.
    expectRefusal(await login(username, 'wrong again'), 'WRONG_CREDENTIALS');
    expectOk(await totp(expectOk(await login(username)).ticket, await codeNow(secret)));
    expect(await adminRow(id)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('refuses a disabled admin at sign-in (after the password only) and ends their sessions at once', async () => {
    const boss = await createSignedInAdmin(t, 'super_admin');
    const worker = await createSignedInAdmin(t, 'finance');
    const disable = (disabled: boolean) => t.call({ method: 'POST', url: '/admin/api/admins/disable', headers: { 'admin-token': boss.token }, payload: { id: worker.id, disabled } });
    expect(expectOk(await disable(true))).toMatchObject({ id: worker.id, disabled: true });
    expectRefusal(await me(worker.token), 'NOT_LOGGED_IN');
    expectRefusal(await login(worker.username, 'wrong password'), 'WRONG_CREDENTIALS');
    expectRefusal(await login(worker.username, worker.password), 'ACCOUNT_DISABLED');
    expectOk(await disable(false));
    t.clock.advance(30_000);
    expectOk(await me((await signInTestAdmin(t, worker)).token));
  });

  it('ends a session after 8 hours (setting admin.sessionHours) and at sign-out', async () => {
    const a = await createSignedInAdmin(t, 'auditor');
    t.clock.advance(8 * 3_600_000 - 1_000);
    expectOk(await me(a.token));
    t.clock.advance(1_000);
    expectRefusal(await me(a.token), 'NOT_LOGGED_IN');

    await t.ctx.settings.set('admin.sessionHours', 1, 'test');
    const b = await signInTestAdmin(t, a);
    expect(b.expiresAt).toBe(new Date(t.clock.now().getTime() + 3_600_000).toISOString());
    expectOk(await t.call({ method: 'POST', url: '/admin/api/logout', headers: { 'admin-token': b.token } }));
    expectRefusal(await me(b.token), 'NOT_LOGGED_IN');
    await t.ctx.settings.set('admin.sessionHours', 8, 'test');
  });
});

describe('admin accounts', () => {
  it('a super admin creates an admin who enrols at first sign-in, changes roles, resets a lost authenticator; never their own', async () => {
    const boss = await createSignedInAdmin(t, 'super_admin');
    const post = (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/admin/api/admins/${url}`, headers: { 'admin-token': boss.token }, payload });
    const username = name('hired');
    const created = expectOk(await post('create', { username, password: PASSWORD, role: 'support' }));
    expect(created).toMatchObject({ username, role: 'support', disabled: false, totpEnrolled: false, createdBy: `admin:${boss.username}`, lastSignInAt: null });
    expectRefusal(await post('create', { username: username.toUpperCase(), password: PASSWORD, role: 'trader' }), 'ADMIN_EXISTS');
    expectRefusal(await post('create', { username: name('short'), password: 'too short', role: 'trader' }), 'ADMIN_PASSWORD_INVALID');
    expectRefusal(await post('create', { username: name('long'), password: 'x'.repeat(129), role: 'trader' }), 'ADMIN_PASSWORD_INVALID');
    // Twelve characters nobody can see are no password (QA created an admin with twelve spaces).
    for (const invisible of [' '.repeat(12), '\u200b'.repeat(12), ' abc def ghi ']) expectRefusal(await post('create', { username: name('blank'), password: invisible, role: 'trader' }), 'ADMIN_PASSWORD_INVALID');
    expectRefusal(await post('create', { username: name('boss'), password: PASSWORD, role: 'owner' }), 'VALIDATION_FAILED');

    const enrolment = expectOk(await login(username));
    expect(enrolment.stage).toBe('enrol');
    const session = expectOk(await totp(enrolment.ticket, await codeNow(enrolment.enrolment.secret)));
    const signedInAt = t.clock.now().toISOString();
    // The newest session's start, revoked or not (the role change ends it).
    expect(expectOk(await post('role', { id: created.id, role: 'finance' }))).toMatchObject({ role: 'finance', totpEnrolled: true, lastSignInAt: signedInAt });
    expectRefusal(await me(session.token), 'NOT_LOGGED_IN'); // a new role takes effect at once

    expect(expectOk(await post('reset-totp', { id: created.id }))).toMatchObject({ totpEnrolled: false });
    const again = expectOk(await login(username));
    expect(again.stage).toBe('enrol');
    expect(again.enrolment.secret).not.toBe(enrolment.enrolment.secret);

    for (const [url, payload] of [['role', { id: boss.id, role: 'trader' }], ['disable', { id: boss.id, disabled: true }], ['reset-totp', { id: boss.id }]] as const) {
      expectRefusal(await post(url, payload), 'ADMIN_SELF_CHANGE');
    }
    expectRefusal(await post('role', { id: 999_999, role: 'trader' }), 'NOT_FOUND');
    const list = expectOk(await t.call({ method: 'GET', url: '/admin/api/admins?pageSize=200', headers: { 'admin-token': boss.token } }));
    expect(list.items.find((a: { id: number }) => a.id === created.id)).toMatchObject({ role: 'finance', totpEnrolled: false, lastSignInAt: signedInAt });
    // A password step alone (a TOTP ticket) is not a sign-in.
    expect(list.items.find((a: { id: number }) => a.id === boss.id).lastSignInAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/totp_secret|totpSecret|password/i);
  });
});

import { describe, expect, it } from 'vitest';
import { ZCreateAdminRequest } from '@scoreline/contract/api/admin-account-endpoints';
import { ADMIN_ROLES as CONTRACT_ROLES } from '@scoreline/contract/api/admin-access';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { ApiError, errorText, interpretAnswer } from '../../lib/api-client.ts';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN, adminActions, adminState, confirmation, createRefusal, ROLE_OPTIONS, ROLE_SCOPES, USERNAME_PATTERN } from './admins-model.ts';

const refused = (key: keyof typeof ERRORS, kind: 'refused' | 'forbidden' = 'refused') => new ApiError(kind, 'server text', ERRORS[key].code, ERRORS[key].http);

describe('admins screen: pure rules', () => {
  it('restates the contract’s create rules and roles', () => {
    const ok = (username: string, password: string) => ZCreateAdminRequest.safeParse({ username, password, role: 'trader' }).success;
    const pw = (n: number) => 'p'.repeat(n);
    for (const [username, password] of [
      ['trader_01', pw(ADMIN_PASSWORD_MIN)],
      ['trader_01', pw(ADMIN_PASSWORD_MAX)],
      ['trader_01', pw(ADMIN_PASSWORD_MIN - 1)],
      ['trader_01', pw(ADMIN_PASSWORD_MAX + 1)],
      ['abcd', pw(ADMIN_PASSWORD_MIN)],
      ['a'.repeat(17), pw(ADMIN_PASSWORD_MIN)],
      ['with space', pw(ADMIN_PASSWORD_MIN)],
    ] as const) {
      const mine = USERNAME_PATTERN.test(username) && password.length >= ADMIN_PASSWORD_MIN && password.length <= ADMIN_PASSWORD_MAX;
      expect(mine, `${username} / ${password.length}`).toBe(ok(username, password));
    }
    expect(ROLE_OPTIONS.map((o) => o.value)).toEqual([...CONTRACT_ROLES]);
    for (const role of CONTRACT_ROLES) expect(ROLE_SCOPES[role]).toBeTruthy();
  });

  it('says disabled before locked, and locked only until the lock runs out', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(adminState({ disabled: true, lockedUntil: '2026-11-21T13:00:00Z' }, now).key).toBe('disabled');
    expect(adminState({ disabled: false, lockedUntil: '2026-11-21T13:00:00Z' }, now)).toMatchObject({ key: 'locked', label: 'Locked' });
    expect(adminState({ disabled: false, lockedUntil: '2026-11-21T11:00:00Z' }, now).key).toBe('active');
    expect(adminState({ disabled: false, lockedUntil: null }, now)).toMatchObject({ key: 'active', label: 'Active' });
  });

  it('offers nothing on one’s own account, enable for a disabled one, the reset only once enrolled', () => {
    expect(adminActions({ id: 1, disabled: false, totpEnrolled: true }, 1)).toEqual([]);
    expect(adminActions({ id: 2, disabled: false, totpEnrolled: true }, 1)).toEqual(['role', 'disable', 'reset-totp']);
    expect(adminActions({ id: 2, disabled: true, totpEnrolled: false }, 1)).toEqual(['role', 'enable']);
  });

  it('names the admin in every confirmation', () => {
    for (const action of ['disable', 'enable', 'reset-totp'] as const) expect(confirmation(action, 'desk_trader').title).toContain('desk_trader');
    expect(confirmation('disable', 'x').danger).toBe(true);
    expect(confirmation('enable', 'x').danger).toBe(false);
  });

  it('puts a refused create under its field, with the back-office password rule', () => {
    expect(createRefusal(refused('ADMIN_EXISTS'))).toMatchObject({ name: 'username' });
    expect(createRefusal(refused('USERNAME_INVALID'))).toMatchObject({ name: 'username' });
    expect(createRefusal(refused('PASSWORD_INVALID'))).toBeNull(); // the members' rule: not this form's
    expect(createRefusal(refused('ADMIN_PASSWORD_INVALID'))).toEqual({ name: 'password', message: `Back-office passwords are ${ADMIN_PASSWORD_MIN} to ${ADMIN_PASSWORD_MAX} characters.` });
    // Anything else stays the dialog's message.
    expect(createRefusal(refused('FORBIDDEN', 'forbidden'))).toBeNull();
    // One's own account: the server's reason, not "not allowed for your role".
    const self = interpretAnswer(403, { code: ERRORS.ADMIN_SELF_CHANGE.code, msg: 'You cannot change your own account: another super admin must do it.', data: null });
    expect(self.ok ? null : errorText(self.error, 'Super admin')).toBe('You cannot change your own account: another super admin must do it.');
    expect(createRefusal(new ApiError('network', 'offline'))).toBeNull();
    expect(createRefusal(new Error('boom'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, errorText, interpretAnswer } from './api-client.ts';
import { isUsableSession } from './session.ts';

describe('API answers', () => {
  it('unwraps the envelope of a success', () => {
    expect(interpretAnswer(200, { code: 200, msg: 'ok', data: { id: 1 } })).toEqual({ ok: true, data: { id: 1 } });
  });

  it('tells an ended session, a role refusal and any other refusal apart', () => {
    const kind = (status: number, body: unknown) => {
      const a = interpretAnswer(status, body);
      return a.ok ? 'ok' : a.error.kind;
    };
    expect(kind(401, { code: 401, msg: 'Please sign in', data: null })).toBe('unauthenticated');
    expect(kind(403, { code: 1006, msg: 'Forbidden', data: null })).toBe('forbidden');
    // A 403 with a reason of its own is a refusal with the server's text.
    expect(kind(403, { code: 2111, msg: 'You cannot change your own account', data: null })).toBe('refused');
    expect(kind(409, { code: 3005, msg: 'Order state error', data: null })).toBe('refused');
    expect(kind(502, '<html>bad gateway</html>')).toBe('network');
  });

  it('keeps the server’s text, and says "not allowed for your role" for a 403', () => {
    const refused = interpretAnswer(422, { code: 1001, msg: 'Give a reason', data: { field: 'reason' } });
    expect(refused.ok ? null : errorText(refused.error)).toBe('Give a reason');
    expect(errorText(new ApiError('forbidden', 'Forbidden', 1006, 403), 'Trader')).toBe('Not allowed for your role (Trader).');
    expect(errorText(new Error('boom'))).toBe('boom');
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/admin/api/matches', { state: 'open,scheduled', league: '', page: 2, search: undefined, x: null })).toBe('/admin/api/matches?state=open%2Cscheduled&page=2');
    expect(buildUrl('/admin/api/me')).toBe('/admin/api/me');
  });
});

describe('stored sessions', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('keep only well-formed, unexpired ones', () => {
    const admin = { id: 1, username: 'ops_admin', role: 'super_admin' };
    expect(isUsableSession({ token: 't', expiresAt: '2026-11-21T20:00:00Z', admin }, now)).toBe(true);
    expect(isUsableSession({ token: 't', expiresAt: '2026-11-21T11:59:59Z', admin }, now)).toBe(false);
    expect(isUsableSession({ token: '', expiresAt: '2026-11-21T20:00:00Z', admin }, now)).toBe(false);
    expect(isUsableSession({ token: 't', expiresAt: '2026-11-21T20:00:00Z' }, now)).toBe(false);
    expect(isUsableSession('t', now)).toBe(false);
  });
});

import { signInAdmin, type PostJson } from '../../apps/server/src/test/admin-sign-in.ts';

// The back-office API as the browser tests drive it. The demo admin is apps/server/src/demo/seed.ts
// DEMO_ADMIN: password, then the code of its fixed authenticator secret (printed at start).
export const DEMO_ADMIN = { username: 'ops_admin', password: 'Scoreline-Ops-2026', totpSecret: 'KNRW64TFNRUW4ZJAMRSW23ZAMFSG22LO' };

const postTo =
  (base: string): PostJson =>
  async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; data: any };
  };

/** Signs the demo admin in (password + TOTP code at `at`, the server's time: pass it once a test has
 * moved the server clock) and answers the admin-token. */
export async function adminSignIn(base: string, at = new Date()): Promise<string> {
  return (await signInAdmin(postTo(base), DEMO_ADMIN.username, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret, at)).token;
}

export async function adminCall(base: string, token: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'admin-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: unknown };
  if (json.code !== 200) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
  return json.data;
}

import { totpCode, totpStep } from '../modules/admin/totp/totp.ts';

// Signs an admin in over HTTP the way the admin app does (password, then the authenticator's
// code), computing the code with the same library. Shared by the server tests, the browser
// tests and the benchmarks; depends on nothing but a way to POST JSON.

export type PostJson = (path: string, body: unknown) => Promise<{ code: number; data: any }>;
export type AdminSessionAnswer = { token: string; expiresAt: string; admin: { id: number; username: string; role: string } };

// The server accepts a code once, and the codes of the steps either side of its own: several
// sign-ins of one admin within 30 seconds take the next unused step in turn.
const lastStepUsed = new Map<string, number>();
function nextCode(secret: string, at: Date) {
  const now = totpStep(at);
  const step = Math.max(now - 1, (lastStepUsed.get(secret) ?? -Infinity) + 1);
  if (step > now + 1) throw new Error('more than three sign-ins of one admin within 30 seconds: move the clock on');
  lastStepUsed.set(secret, step);
  return totpCode(secret, new Date(step * 30_000));
}

/** Password, then the code at `at` (the server's clock, which runs on meanwhile); fails on any refusal. */
export async function signInAdmin(post: PostJson, username: string, password: string, secret: string, at = new Date()): Promise<AdminSessionAnswer> {
  const started = Date.now();
  const first = await post('/admin/api/login', { username, password });
  if (first.code !== 200) throw new Error(`admin sign-in of ${username} refused: ${JSON.stringify(first)}`);
  // The code of the moment it is sent: the password step (argon2) can take the clock into the next
  // 30-second step, and a code chosen for the step before `at` would then be two steps old.
  const now = new Date(at.getTime() + Date.now() - started);
  const second = await post('/admin/api/login/totp', { ticket: first.data.ticket, code: await nextCode(secret, now) });
  if (second.code !== 200) throw new Error(`admin TOTP step of ${username} refused: ${JSON.stringify(second)}`);
  return second.data;
}

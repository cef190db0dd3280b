import type { TAdminRole } from '@scoreline/contract/api/admin-access';
import type { AppContext } from '../app-context.ts';
import { createAdmin } from '../modules/admin/admin-auth.ts';
import { setAdminTotpSecret } from '../modules/admin/admin-accounts.ts';
import { newTotpSecret } from '../modules/admin/totp/totp.ts';
import { signInAdmin, type PostJson } from './admin-sign-in.ts';
import type { TestApp } from './test-app.ts';

// The one way server tests make and sign in back-office admins.

export type TestAdmin = { id: number; username: string; password: string; secret: string; role: TAdminRole; token: string };

let serial = 0;
export const TEST_ADMIN_PASSWORD = 'admin password 1';

/** An admin whose authenticator is already set up with a fresh secret. */
export async function createAdminWithTotp(ctx: AppContext, username: string, password: string, role: TAdminRole) {
  const id = await createAdmin(ctx, username, password, role);
  const secret = newTotpSecret();
  await setAdminTotpSecret(ctx, id, secret);
  return { id, secret };
}

/** POST through the test app's inject. */
export const postVia =
  (t: TestApp): PostJson =>
  async (url, payload) =>
    (await t.call({ method: 'POST', url, payload: payload as Record<string, unknown> })).body;

/** Signs in at the test app's clock. */
export const signInTestAdmin = (t: TestApp, admin: { username: string; password: string; secret: string }) => signInAdmin(postVia(t), admin.username, admin.password, admin.secret, t.clock.now());

/** A new admin of the role, enrolled and signed in. */
export async function createSignedInAdmin(t: TestApp, role: TAdminRole, username = `${role.slice(0, 5)}_${process.pid % 1000}_${++serial}`): Promise<TestAdmin> {
  const { id, secret } = await createAdminWithTotp(t.ctx, username, TEST_ADMIN_PASSWORD, role);
  const { token } = await signInTestAdmin(t, { username, password: TEST_ADMIN_PASSWORD, secret });
  return { id, username, password: TEST_ADMIN_PASSWORD, secret, role, token };
}

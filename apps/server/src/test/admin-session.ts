import type { TAdminRole } from '@scoreline/contract/api/admin-access';
import { createAdmin } from '../modules/admin/admin-auth.ts';
import type { TestApp } from './test-app.ts';

// The one way tests make and sign in back-office admins.

type Call = TestApp['call'];
export type TestAdmin = { id: number; username: string; password: string; role: TAdminRole; token: string };

let serial = 0;
const ADMIN_PASSWORD = 'admin password 1';

/** Signs in through POST /admin/api/login; fails the test on a refusal. */
export async function signInAdmin(call: Call, username: string, password: string): Promise<{ token: string; expiresAt: string }> {
  const res = await call({ method: 'POST', url: '/admin/api/login', payload: { username, password } });
  if (res.body.code !== 200) throw new Error(`admin sign-in of ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A new admin of the role, signed in. */
export async function createSignedInAdmin(t: TestApp, role: TAdminRole, username = `${role.slice(0, 5)}_${process.pid % 1000}_${++serial}`): Promise<TestAdmin> {
  const id = await createAdmin(t.ctx, username, ADMIN_PASSWORD, role);
  const { token } = await signInAdmin(t.call, username, ADMIN_PASSWORD);
  return { id, username, password: ADMIN_PASSWORD, role, token };
}

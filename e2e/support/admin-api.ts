// The back-office API as the browser tests drive it (the back-office app comes with its own issue).
export async function adminSignIn(base: string, username = 'ops_admin', password = 'Scoreline-Ops-2026'): Promise<string> {
  const res = await fetch(`${base}/admin/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
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

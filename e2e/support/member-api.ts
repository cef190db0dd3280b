import crypto from 'node:crypto';

/** A member API call with a member's token, as the app makes it (a POST carries a fresh idempotency key); the whole envelope. */
export async function memberCall(baseUrl: string, token: string | null | undefined, pathname: string, body?: unknown): Promise<{ code: number; msg: string; data: any }> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', token: token ?? '', 'idempotency-key': crypto.randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './payment-provider.ts';

// Webhook checks compare secrets, so they must take the same time whether the first or the last
// byte differs; otherwise the response time leaks the expected value byte by byte.

export function hmacSha512Hex(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** True when `provided` is the hex HMAC-SHA512 of the raw body under the secret; constant time. */
export function isValidHmacSha512(secret: string, rawBody: Buffer, provided: string): boolean {
  if (!/^[0-9a-fA-F]{128}$/.test(provided)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(provided, 'hex'));
}

/** Constant-time equality of two strings of any length (both hashed first, so lengths leak nothing either). */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/** A single header value; a repeated header (an array) counts as absent, since we cannot tell which one was signed. */
export function singleHeader(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

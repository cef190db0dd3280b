import { serverNow } from '../../lib/server-clock.ts';
import { isUsableSession, type TAdminSession } from '../../lib/session.ts';

// Sign-in is password, then the 6-digit TOTP code; the first time, an enrolment step shows the
// QR code and the secret before the first code. POST /admin/api/login answers which step comes
// next (with a short-lived ticket) — or, on servers from before two-factor sign-in, the session
// itself: whichever it is, data.token means signed in.

export type TEnrolment = { secret: string; otpauthUrl: string; qrDataUrl: string };

export type TLoginStep =
  | { kind: 'signed-in'; session: TAdminSession }
  | { kind: 'totp'; ticket: string }
  | { kind: 'enrol'; ticket: string; enrolment: TEnrolment };

function isEnrolment(value: unknown): value is TEnrolment {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return typeof e.secret === 'string' && typeof e.otpauthUrl === 'string' && typeof e.qrDataUrl === 'string';
}

/** The step an answer of /login or /login/totp leads to; throws on an answer of neither shape. */
export function nextLoginStep(data: unknown, now = serverNow()): TLoginStep {
  if (typeof data === 'object' && data !== null) {
    const d = data as Record<string, unknown>;
    if (typeof d.token === 'string') {
      if (isUsableSession(d, now)) return { kind: 'signed-in', session: { token: d.token, expiresAt: d.expiresAt as string, admin: d.admin as TAdminSession['admin'] } };
      throw new Error('The server answered with a session that is already over.');
    }
    if (d.stage === 'totp' && typeof d.ticket === 'string') return { kind: 'totp', ticket: d.ticket };
    if (d.stage === 'enrol' && typeof d.ticket === 'string' && isEnrolment(d.enrolment)) return { kind: 'enrol', ticket: d.ticket, enrolment: d.enrolment };
  }
  throw new Error('Unexpected sign-in answer from the server.');
}

/** Only the six digits of a code (people paste "123 456"). */
export function normaliseCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/** The secret in groups of four for typing into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

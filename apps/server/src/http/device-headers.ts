import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

// Spec 7: every call carries `uid` (a random 32-hex id of the device) and `pid` (that id
// encrypted with AES-128-ECB/PKCS7 under a key embedded in the client, base64). It proves
// nothing cryptographically (the key ships in the client), but a mismatch means a tampered or
// broken client, so we refuse it rather than record a false device id.

const UID_PATTERN = /^[0-9a-f]{32}$/i;

export function encryptPid(uid: string, key: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(uid, 'utf8'), cipher.final()]).toString('base64');
}

function decryptPid(pid: string, key: string): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(pid, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The device uid of a request, after checking it against pid when pid is present. */
export function readDeviceUid(request: FastifyRequest, key: string): string | null {
  const uid = headerValue(request.headers.uid);
  const pid = headerValue(request.headers.pid);
  if (!uid && !pid) return null;
  if (!uid || !UID_PATTERN.test(uid)) throw new AppError('BAD_DEVICE_SIGNATURE', {}, { field: 'uid' });
  if (pid !== undefined && decryptPid(pid, key) !== uid) throw new AppError('BAD_DEVICE_SIGNATURE', {}, { field: 'pid' });
  return uid.toLowerCase();
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v === '' ? undefined : v;
}

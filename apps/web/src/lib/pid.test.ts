import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPid, isUsablePidKey } from './pid.ts';

function nodePid(uid: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(Buffer.from(uid, 'utf8')), cipher.final()]).toString('base64');
}

describe('encryptPid', () => {
  const key = 'Sc0reL1neK3y!#42';

  it('matches AES-128-ECB/PKCS7 + base64 as node:crypto computes it', () => {
    const uid = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    expect(encryptPid(uid, key)).toBe(nodePid(uid, key));
  });

  it('pads a 32-byte uid to three blocks (PKCS7 adds a full block)', () => {
    const pid = encryptPid('a'.repeat(32), key);
    expect(Buffer.from(pid, 'base64')).toHaveLength(48);
  });

  it('agrees with node for odd lengths and non-ASCII input', () => {
    for (const uid of ['', 'x', 'abcdefghijklmnop', 'déjà-vu ไทย']) {
      expect(encryptPid(uid, key)).toBe(nodePid(uid, key));
    }
  });

  it('accepts only AES key sizes', () => {
    expect(isUsablePidKey(key)).toBe(true);
    expect(isUsablePidKey('short')).toBe(false);
    expect(isUsablePidKey(undefined)).toBe(false);
  });
});

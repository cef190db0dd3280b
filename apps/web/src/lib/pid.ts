import { ecb } from '@noble/ciphers/aes.js';

// The `pid` header proves the request came from this client build: the device uid encrypted
// with AES-ECB/PKCS7 under the key the runtime config hands out (spec 7, 9). ECB is what the
// server expects, not a choice made here; the value is a device signature, not a secret store.

const encoder = new TextEncoder();
const AES_KEY_LENGTHS = new Set([16, 24, 32]);

export function isUsablePidKey(key: string | undefined): key is string {
  return typeof key === 'string' && AES_KEY_LENGTHS.has(encoder.encode(key).length);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64(AES-ECB-PKCS7(utf8(uid), utf8(key))); a 16-byte key gives AES-128. */
export function encryptPid(uid: string, key: string): string {
  return toBase64(ecb(encoder.encode(key)).encrypt(encoder.encode(uid)));
}

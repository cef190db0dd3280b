import { readStored, writeStored } from './storage.ts';

// The `uid` header identifies this browser across sessions (spec 7): made once, then kept.
const DEVICE_ID_KEY = 'uid';

export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

let cached: string | undefined;

export function deviceId(): string {
  if (cached) return cached;
  const stored = readStored(DEVICE_ID_KEY);
  cached = stored && /^[0-9a-f]{32}$/.test(stored) ? stored : randomHex(16);
  if (cached !== stored) writeStored(DEVICE_ID_KEY, cached);
  return cached;
}

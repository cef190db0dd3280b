import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verifying against a throwaway hash when the account does not exist keeps the answer time the
// same, so response timing does not reveal which usernames exist.
let dummyHash: Promise<string> | null = null;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('scoreline-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

import { TOKEN_STORAGE_KEY } from './api-paths.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

// Spec 4: "logged in" means a session token is stored under token_mytrade; nothing else.

export function sessionToken(): string | null {
  return readStored(TOKEN_STORAGE_KEY);
}

export function isLoggedIn(): boolean {
  return Boolean(sessionToken());
}

export function storeSessionToken(token: string): void {
  writeStored(TOKEN_STORAGE_KEY, token);
}

export function clearSessionToken(): void {
  removeStored(TOKEN_STORAGE_KEY);
}

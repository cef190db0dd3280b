import crypto from 'node:crypto';

// TOTP secrets at rest: AES-256-GCM under a key from the environment (ADMIN_SECRET_KEY), never
// in the database. A copy of the database alone cannot produce an admin's codes. The admin's
// id is the additional data, so a ciphertext copied onto another admin's row does not decrypt.

const VERSION = 'v1';

const keyOf = (secretKey: string) => crypto.createHash('sha256').update(secretKey, 'utf8').digest();

export function sealSecret(secretKey: string, adminId: number, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  cipher.setAAD(Buffer.from(`admin:${adminId}`));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/** The plain secret; throws when the key, the admin or the text is not the one it was sealed with. */
export function openSecret(secretKey: string, adminId: number, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('not a sealed TOTP secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`admin:${adminId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

import { generate, generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 codes through otplib: SHA-1, 6 digits, 30-second steps (what every authenticator app
// does by default), and a code of the step before or after the server's is accepted too, for
// clocks a little apart. The time comes from the caller (the server's clock), never Date.now().

const PERIOD_SECONDS = 30;
const ISSUER = 'Scoreline';

export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (username: string, secret: string) => generateURI({ issuer: ISSUER, label: username, secret, period: PERIOD_SECONDS });

const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);
export const totpStep = (at: Date) => Math.floor(epochOf(at) / PERIOD_SECONDS);

/** The code an authenticator shows at that time. */
export const totpCode = (secret: string, at: Date) => generate({ secret, epoch: epochOf(at), period: PERIOD_SECONDS });

/** The time step the code belongs to (the server's step or one either side), or null when it fits none. */
export async function totpStepOfCode(secret: string, code: string, at: Date): Promise<number | null> {
  // A tolerance of one period checks [now - 30 s, now + 30 s]: exactly the steps either side.
  const result = await verify({ secret, token: code, epoch: epochOf(at), period: PERIOD_SECONDS, epochTolerance: PERIOD_SECONDS });
  return result.valid ? totpStep(at) + result.delta : null;
}

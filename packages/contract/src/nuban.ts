// NUBAN (the CBN's uniform 10-digit account number): a 9-digit serial and a check digit computed
// over the bank code and the serial. It is a soft pre-check that catches typos before we ask the
// payment provider; the provider's account resolve stays the authority (some banks, e.g. the
// phone-number wallets, hand out numbers that do not follow it).

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The bank code padded to the 6 digits the check digit is computed over: a 3-digit bank code gets
 * "000" in front, a 5-digit code (other financial institutions) gets "9", a 6-digit code is used
 * as it is. Anything else has no NUBAN form and gives null.
 */
export function nubanBankCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  if (/^\d{6}$/.test(bankCode)) return bankCode;
  return null;
}

/** The check digit (0-9) of a 9-digit serial at a bank. Throws RangeError on a malformed serial or bank code. */
export function nubanCheckDigit(serial9: string, bankCode: string): number {
  if (!/^\d{9}$/.test(serial9)) throw new RangeError(`NUBAN serial must be 9 digits, got ${JSON.stringify(serial9)}`);
  const padded = nubanBankCode(bankCode);
  if (padded === null) throw new RangeError(`bank code must be 3, 5 or 6 digits, got ${JSON.stringify(bankCode)}`);
  const digits = padded + serial9;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** True when the account number is 10 digits whose last digit is the NUBAN check digit at that bank. */
export function isValidNuban(accountNumber: string, bankCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || nubanBankCode(bankCode) === null) return false;
  return nubanCheckDigit(accountNumber.slice(0, 9), bankCode) === Number(accountNumber[9]);
}

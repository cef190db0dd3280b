// Internal keys (endpoint names, roles, error keys, stored field names) as a person reads them,
// for a key no label map names yet: "totp_last_step" -> "TOTP last step", "VALIDATION_FAILED" ->
// "Validation failed", "lockedUntil" -> "Locked until".

/** Words written in capitals wherever they appear. */
const ACRONYMS = new Set(['id', 'ip', 'ht', 'ft', 'vip', 'totp', 'otp', 'usdt', 'uid', 'pid', 'url', 'csv', 'nuban', 'psp', 'kyc', 'json', 'p&l']);

export function readableKey(key: string, { capitalise = true }: { capitalise?: boolean } = {}): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (words.length === 0) return key;
  const first = words[0]!;
  if (capitalise) words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

// What an audit row keeps of a request body: everything but secrets. A password, a one-time
// code, a TOTP secret or a sign-in ticket in the log would let anyone who reads the log act
// as that admin.

const SECRET_KEY = /password|secret|token|ticket|totp|^code$/i;
const MAX_STRING = 4_000;

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[removed]' : redactSecrets(v)]));
  }
  // An imported fixtures file can be long; the log keeps its start and its length.
  if (typeof value === 'string' && value.length > MAX_STRING) return `${value.slice(0, MAX_STRING)}... (${value.length} characters)`;
  return value;
}

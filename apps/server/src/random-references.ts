import crypto from 'node:crypto';

// The public references of orders, deposits and withdrawals (`bet_` + 20 hex digits: 80 random
// bits). The bytes come from a pool the CSPRNG fills 4 KiB at a time, each byte used once: one
// crypto.randomBytes call per reference cost ~1.5 % of the server's CPU under a bet-placement
// load (a native call and a Buffer per bet; bench/README.md).
const POOL_BYTES = 4096;
const REFERENCE_BYTES = 10;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

export function newReference(prefix: 'bet' | 'dep' | 'wdr'): string {
  if (used + REFERENCE_BYTES > POOL_BYTES) {
    crypto.randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + REFERENCE_BYTES);
  used += REFERENCE_BYTES;
  return `${prefix}_${hex}`;
}

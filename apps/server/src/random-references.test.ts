import { describe, expect, it } from 'vitest';
import { newReference } from './random-references.ts';

describe('newReference', () => {
  it('gives 24-character references, never the same twice across refills of its pool', () => {
    // 4 KiB pool / 10 bytes a reference: 2,000 references go through it almost five times.
    const references = Array.from({ length: 2_000 }, (_, i) => newReference(i % 2 ? 'bet' : 'wdr'));
    for (const reference of references) expect(reference).toMatch(/^(bet|wdr)_[0-9a-f]{20}$/);
    expect(new Set(references.map((r) => r.slice(4))).size).toBe(references.length);
  });
});

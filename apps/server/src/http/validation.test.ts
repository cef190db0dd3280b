import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { parseInput } from './validation.ts';
import { AppError } from './app-error.ts';

const refusal = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, ...error.extra };
    throw error;
  }
  throw new Error('accepted');
};

// Contract schemas give a catalogue key as their message; where that key is VALIDATION_FAILED,
// the refusal still says which rule the value broke (the back office shows "field: reason").
describe('a validation refusal says the rule in words', () => {
  const key = { error: 'VALIDATION_FAILED' } as const;
  it('for lengths, types, choices and formats, never the bare key', () => {
    expect(refusal(z.object({ content: z.string(key).min(1, key) }), { content: '' })).toEqual({ key: 'VALIDATION_FAILED', field: 'content', reason: 'must not be empty' });
    expect(refusal(z.object({ reason: z.string(key).min(3, key) }), { reason: 'ab' })).toMatchObject({ field: 'reason', reason: 'at least 3 characters' });
    expect(refusal(z.object({ name: z.string(key).max(80, key) }), { name: 'x'.repeat(81) })).toMatchObject({ reason: 'at most 80 characters' });
    expect(refusal(z.object({ n: z.number(key).max(10, key) }), { n: 11 })).toMatchObject({ reason: 'at most 10' });
    expect(refusal(z.object({ n: z.number(key) }), { n: 'x' })).toMatchObject({ reason: 'expected number' });
    expect(refusal(z.object({ n: z.number(key).positive(key) }), { n: 0 })).toMatchObject({ reason: 'more than 0' });
    expect(refusal(z.object({ s: z.string(key).regex(/^\d-\d$/, key) }), { s: '1-0 ' })).toMatchObject({ reason: 'not in the expected form' });
    expect(refusal(z.object({ format: z.enum(['json', 'csv'], key) }), { format: 'xml' })).toMatchObject({ field: 'format', reason: 'one of json, csv' });
  });

  it('for a rule written without any message, in the same words and not zod\'s (QA: "Too big: expected number to be <=15")', () => {
    const rates = z.object({ home: z.number().positive().max(15) });
    expect(refusal(rates, { home: 'x' })).toEqual({ key: 'VALIDATION_FAILED', field: 'home', reason: 'expected number' });
    expect(refusal(rates, { home: 0 })).toMatchObject({ reason: 'more than 0' });
    expect(refusal(rates, { home: 16 })).toMatchObject({ reason: 'at most 15' });
    expect(refusal(z.object({ a: z.object({}) }), { a: [] })).toMatchObject({ field: 'a', reason: 'expected object' });
    expect(refusal(z.object({ marginBps: z.number().int() }), { marginBps: 1.5 })).toMatchObject({ reason: 'expected a whole number' });
  });

  it('says the field\'s own maximum when a number breaks it and the whole-number range both (QA: a stake limit of 1e20 read "at most 9007199254740991")', () => {
    const limits = z.object({ maxStake: z.number(key).int(key).positive(key).max(10_000_000_000).optional() });
    expect(refusal(limits, { maxStake: 1e20 })).toEqual({ key: 'VALIDATION_FAILED', field: 'maxStake', reason: 'at most 10000000000' });
    expect(refusal(limits, { maxStake: 2e10 })).toMatchObject({ reason: 'at most 10000000000' });
  });

  it("keeps a rule's own words, and a rule with its own catalogue key answers that key", () => {
    expect(refusal(z.object({ a: z.string().refine(() => false, 'the same team twice') }), { a: 'x' })).toMatchObject({ reason: 'the same team twice' });
    expect(refusal(z.object({ goals: z.number({ error: 'RESULT_GOALS_INVALID' }) }), { goals: 'x' })).toEqual({ key: 'RESULT_GOALS_INVALID', field: 'goals' });
  });
});

// A field the contract does not know is dropped by a plain z.object: a direct caller who wrote
// fromScore for from had the correction's guard skipped (QA). The back office's money-moving
// writes refuse it, naming it.
describe('a back-office money write refuses a field it does not know', () => {
  const id = 2_000_000_000;
  const reason = 'checked against the bank statement';
  const writes: [keyof typeof endpoints, Record<string, unknown>][] = [
    ['adminEnterResult', { matchId: id, period: 'FT', home: 1, away: 0 }],
    ['adminCorrectResult', { matchId: id, period: 'FT', home: 2, away: 1, reason, from: '1-0', houseCoversShortfall: true }],
    ['adminPostponeMatch', { matchId: id, reason }],
    ['adminVoidMatch', { matchId: id, state: 'abandoned', reason }],
    ['adminVoidMatch', { matchId: id, state: 'void', reason }],
    ['adminProposeCorrection', { memberId: id, amount: 500_00, reason }],
    ['adminApproveCorrection', { id }],
    ['adminRejectCorrection', { id, note: reason }],
    ['adminApproveWithdrawal', { id }],
    ['adminRejectWithdrawal', { id, reason }],
    ['adminMarkUsdtPaid', { id, txHash: `0x${'ab'.repeat(32)}` }],
    ['adminSandboxPayoutOutcome', { id, outcome: 'success' }],
    ['adminConfirmDeposit', { id, evidence: 'NIP 000123' }],
  ];

  it.each(writes)('%s', (name, body) => {
    const schema = (endpoints[name] as TEndpoint).body as z.ZodType;
    expect(() => parseInput(schema, body)).not.toThrow();
    expect(refusal(schema, { ...body, fromScore: '1-0' })).toEqual({ key: 'VALIDATION_FAILED', field: 'fromScore', reason: 'not a field of this request' });
  });

  it('names the first unknown field, inside a nested object too', () => {
    const nested = z.object({ a: z.object({ b: z.number() }).strict() }).strict();
    expect(refusal(nested, { a: { b: 1, c: 2, d: 3 } })).toEqual({ key: 'VALIDATION_FAILED', field: 'a.c', reason: 'not a field of this request' });
  });
});

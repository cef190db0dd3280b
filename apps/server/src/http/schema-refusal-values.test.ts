import { describe, expect, it } from 'vitest';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { isErrorKey, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { unfilledPlaceholders } from '@scoreline/contract/errors/messages';
import { settingDefinitions } from '../modules/settings/defaults.ts';
import type { SettingsStore } from '../modules/settings/settings.ts';
import { isNumberLeaf, isStringLeaf, schemaFields, withField } from '../test/schema-fields.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectRefusal, idem, walletFixtures } from '../test/wallet-fixtures.ts';
import { schemaRefusalValues } from './schema-refusal-values.ts';

// QA: an amount the contract schema refuses (-1, 0.5, null ...) answered "The amount is below the
// minimum withdrawal of {{min}}." — the schema names the refusal, but its text's values are
// settings the schema cannot know.

// Whatever a client may put in a field: each is wrong for most fields somewhere.
const WRONG_VALUES = [null, -1, 0, 0.5, -0.5, 1e21, -1e21, '', 'x', true, [], {}];

/** Every catalogue key a contract schema refuses a request with: each field of each endpoint given each wrong value, and nothing. */
function keysTheSchemasRefuseWith(): Set<TErrorKey> {
  const keys = new Set<TErrorKey>();
  const note = (schema: TEndpoint['body'], input: unknown) => {
    for (const issue of schema?.safeParse(input).error?.issues ?? []) if (isErrorKey(issue.message)) keys.add(issue.message);
  };
  for (const endpoint of Object.values(endpoints as Record<string, TEndpoint>)) {
    for (const schema of [endpoint.body, endpoint.query]) {
      if (!schema) continue;
      note(schema, {});
      for (const { path } of schemaFields(schema, (def) => isNumberLeaf(def) || isStringLeaf(def) || def.type === 'boolean')) {
        for (const value of WRONG_VALUES) note(schema, withField({}, path, value));
      }
    }
  }
  return keys;
}

const defaultSettings = { get: async (key: keyof typeof settingDefinitions) => settingDefinitions[key].default } as unknown as SettingsStore;

describe('a contract schema’s refusal whose text names values', () => {
  it('gets every value its text names from the settings', async () => {
    const keys = keysTheSchemasRefuseWith();
    // The walk reaches the refusals QA met (else it proves nothing).
    expect([...keys]).toEqual(expect.arrayContaining(['WITHDRAW_BELOW_MIN', 'DEPOSIT_AMOUNT_RANGE']));
    const unfilled = await Promise.all(
      [...keys].map(async (key) => {
        const values = schemaRefusalValues[key];
        const missing = unfilledPlaceholders(key, values ? await values(defaultSettings) : {});
        return missing.length ? `${key}: ${missing.join(', ')}` : null;
      }),
    );
    expect(unfilled.filter(Boolean), 'add the key to schemaRefusalValues (schema-refusal-values.ts)').toEqual([]);
  });
});

const t = useTestApp();
const w = walletFixtures(t);

/** 18 amounts the wallet's schemas refuse: not numbers, not whole kobo, not positive, past safe integers, missing. */
const MALFORMED_AMOUNTS: unknown[] = [-1, 0, 0.5, null, [], {}, -0.5, 999.5, 1e21, -1e21, 2 ** 53, '', '100000', 'abc', true, [100_000], { kobo: 100_000 }, undefined];
/** Of those, the ones a withdrawal does not call below its minimum (QA: 1e30 and ₦1,000.005 were). */
const TOO_BIG = [1e21, 2 ** 53];
const FRACTIONS = [0.5, -0.5, 999.5];

const WORDS = {
  en: { withdrawal: 'The amount is below the minimum withdrawal of ₦1,000.00.', deposit: 'The deposit amount must be between ₦500.00 and ₦5,000,000.00.' },
  fr: { withdrawal: 'Le montant est inférieur au retrait minimum de ₦1,000.00.', deposit: 'Le montant du dépôt doit être compris entre ₦500.00 et ₦5,000,000.00.' },
  th: { withdrawal: 'จำนวนเงินต่ำกว่ายอดถอนขั้นต่ำ ₦1,000.00', deposit: 'จำนวนเงินฝากต้องอยู่ระหว่าง ₦500.00 ถึง ₦5,000,000.00' },
} as const;
const LANGUAGES = Object.keys(WORDS) as (keyof typeof WORDS)[];

describe('a wallet amount the contract schema refuses', () => {
  it('is below the minimum withdrawal when a whole number under it, which the preview names in every language; not a number at all, a malformed request as on a deposit', async () => {
    const m = await w.member({ walletPassword: null, realName: null });
    for (const amount of MALFORMED_AMOUNTS.filter((a) => !TOO_BIG.includes(a as number) && !FRACTIONS.includes(a as number))) {
      for (const language of LANGUAGES) {
        const res = await t.call({ method: 'POST', url: '/web/wallet/withdrawal/preview', headers: w.as(m, { 'accept-language': language }), payload: { method: 'bank', amount } });
        // QA: "1e3", [100000] and true were "below the minimum" too.
        if (typeof amount === 'number') {
          expectRefusal(res, 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' });
          expect(res.body.msg, `${language} ${JSON.stringify(amount)}`).toBe(WORDS[language].withdrawal);
        } else expectRefusal(res, 'VALIDATION_FAILED');
        expect(res.body.data.field, `${language} ${JSON.stringify(amount)}`).toBe('amount');
      }
    }
  });

  it('is above the maximum withdrawal when past any whole number a double holds, and no amount at all when a fraction of a kobo', async () => {
    const m = await w.member({ walletPassword: null, realName: null });
    const preview = (amount: number) => t.call({ method: 'POST', url: '/web/wallet/withdrawal/preview', headers: w.as(m), payload: { method: 'bank', amount } });
    for (const amount of [...TOO_BIG, 1e30]) {
      const res = await preview(amount);
      expectRefusal(res, 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' });
      expect(res.body.msg).toBe('The amount is above the maximum withdrawal of ₦1,000,000.00.');
    }
    for (const amount of [...FRACTIONS, 100_000.5]) {
      const res = await preview(amount);
      expectRefusal(res, 'VALIDATION_FAILED');
      expect(res.body.data.field).toBe('amount');
    }
    expectRefusal(await w.withdraw(m, { amount: 1e30, bankAccountId: 1 }), 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' });
  });

  it('is below the minimum withdrawal when requested too', async () => {
    const m = await w.member();
    const res = await w.withdraw(m, { amount: -1, bankAccountId: 1 });
    expectRefusal(res, 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' });
    expect(res.body.msg).toBe(WORDS.en.withdrawal);
  });

  it('is outside the deposit range, named in every language, and a retry in another language still names it', async () => {
    const m = await w.member({ walletPassword: null, realName: null });
    for (const amount of [0, -1, 1e21]) {
      const key = idem('range');
      for (const language of LANGUAGES) {
        const res = await t.call({ method: 'POST', url: '/web/wallet/deposit', headers: w.as(m, { 'idempotency-key': key, 'accept-language': language }), payload: { payType: 'online', amount } });
        expectRefusal(res, 'DEPOSIT_AMOUNT_RANGE', { min: '₦500.00', max: '₦5,000,000.00' });
        // Refused for its shape, the request stored nothing under its key: each retry is judged again, not replayed.
        expect([res.body.msg, res.headers['idempotent-replayed']], `${language} ${amount}`).toEqual([WORDS[language].deposit, undefined]);
      }
    }
  });
});

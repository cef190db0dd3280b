import { describe, expect, it } from 'vitest';
import { changeRefusalText, formatSetting, fromInput, groupByArea, isDefault, outOfRange, rangeHint, settingLines, toInput } from './settings-model.ts';

describe('setting values', () => {
  it('edits money in naira, rates in %, odds as decimals and sends back kobo, bps and ten-thousandths', () => {
    expect(toInput('kobo', 50_000)).toBe(500);
    expect(fromInput('kobo', 500.5)).toEqual({ ok: true, value: 50_050 });
    expect(toInput('bps', 150)).toBe(1.5);
    expect(fromInput('bps', 1.5)).toEqual({ ok: true, value: 150 });
    expect(fromInput('odds', 1.01)).toEqual({ ok: true, value: 10_100 });
    expect(fromInput('minutes', '')).toEqual({ ok: false, error: 'Enter a number' });
    expect(fromInput('switch', true)).toEqual({ ok: true, value: true });
    expect(fromInput('json', '{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(fromInput('json', '{oops')).toEqual({ ok: false, error: 'Not valid JSON' });
    expect(toInput('json', { a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it('shows each unit the way operators read it', () => {
    expect(formatSetting('kobo', 100_000)).toBe('₦1,000.00');
    expect(formatSetting('bps', 125)).toBe('1.25%');
    expect(formatSetting('minutes', 30)).toBe('30 min');
    expect(formatSetting('switch', false)).toBe('Off');
    expect(formatSetting('text', '')).toBe('(empty)');
    expect(formatSetting('json', { online: true })).toBe('{"online":true}');
  });

  it('shows a structured value one field per line, not as one long JSON line', () => {
    const line = (label: string | null, text: string) => ({ label, text });
    expect(settingLines('json', { bankName: 'Providus Bank', accountNumber: '9912345671', accountName: 'Scoreline Collections' })).toEqual([
      line('bankName', 'Providus Bank'),
      line('accountNumber', '9912345671'),
      line('accountName', 'Scoreline Collections'),
    ]);
    expect(settingLines('json', { online: true, transfer: false })).toEqual([line('online', 'true'), line('transfer', 'false')]);
    expect(settingLines('json', { profit: [500, 200, 100], deposit: [0, 0, 0] })).toEqual([line('profit', '500, 200, 100'), line('deposit', '0, 0, 0')]);
    // Tuples keep their brackets so the tiers stay apart; an empty text or list is said so.
    expect(settingLines('json', { feeTiers: [[300, 500], [500, 300]], openDays: [1, 2], arrival: '', nested: { a: 1 }, none: [] })).toEqual([
      line('feeTiers', '[300, 500], [500, 300]'),
      line('openDays', '1, 2'),
      line('arrival', '(empty)'),
      line('nested', 'a: 1'),
      line('none', '(none)'),
    ]);
    expect(settingLines('json', [24, 168, 720])).toEqual([line(null, '24, 168, 720')]);
    expect(settingLines('json', [{ level: 0, bps: 0 }])).toEqual([line(null, '{level: 0, bps: 0}')]);
    expect(settingLines('json', {})).toEqual([line(null, '(none)')]);
    expect(settingLines('json', null)).toEqual([line(null, '-')]);
    // Every other unit: one line, as the rest of the screen writes it.
    expect(settingLines('kobo', 100_000)).toEqual([line(null, '₦1,000.00')]);
  });

  it('reads the allowed range from the JSON Schema', () => {
    expect(rangeHint('bps', { type: 'integer', minimum: 0, maximum: 10_000 })).toBe('0% – 100%');
    expect(rangeHint('kobo', { minimum: 1 })).toBe('at least ₦0.01');
    // A whole number's own limit is not a rule of the operator's (QA: "₦0.01 – ₦90,071,992,547,409.91").
    expect(rangeHint('kobo', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER })).toBe('at least ₦0.01');
    // Out of range is said in the field's unit before the confirmation (QA: ₦0 came back "at least 1").
    expect(outOfRange('kobo', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, 0)).toBe('At least ₦0.01');
    expect(outOfRange('bps', { minimum: 0, maximum: 10_000 }, 10_001)).toBe('At most 100%');
    expect(outOfRange('kobo', { minimum: 1 }, 100_000)).toBeNull();
    expect(outOfRange('json', { minimum: 1 }, 0)).toBeNull();
    expect(rangeHint('text', { maxLength: 60, minLength: 1 })).toBe('1 to 60 characters');
    expect(rangeHint('json', {})).toBeNull();
  });

  it('groups by area in screen order and tells defaults apart', () => {
    const s = (key: string, area: 'fees' | 'limits' | 'system') => ({ key, area, label: key, description: '', unit: 'count' as const, value: 1, default: 1, schema: {}, updatedAt: null, updatedBy: null });
    expect(groupByArea([s('a', 'system'), s('b', 'fees'), s('c', 'limits'), s('d', 'fees')]).map((g) => [g.area, g.items.map((i) => i.key)])).toEqual([
      ['limits', ['c']],
      ['fees', ['b', 'd']],
      ['system', ['a']],
    ]);
    expect(isDefault({ value: { a: [1] }, default: { a: [1] } })).toBe(true);
    expect(isDefault({ value: 2, default: 1 })).toBe(false);
  });
});

describe('a refused change', () => {
  it('says the rule without the field name "value", and the path inside a table', () => {
    const message = 'Some of the information entered is not valid.';
    expect(changeRefusalText(message, 'value', 'at least 8%, the highest VIP odds bonus')).toBe(`${message} at least 8%, the highest VIP odds bonus`);
    expect(changeRefusalText(message, 'value.2.oddsBonusBps', 'at most 10000')).toBe(`${message} 2.oddsBonusBps: at most 10000`);
    expect(changeRefusalText(message, null, null)).toBe(message);
  });
});

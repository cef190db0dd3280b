import type { TSettingArea, TSettingInfo } from '../../lib/api-types.ts';
import { EMPTY_VALUE, formatOdds, naira, ODDS_SCALE } from '../../lib/format.ts';

// How the Configuration screen shows and edits a setting: numbers in the unit an operator
// thinks in (naira, %, decimal odds), converted back to what the server stores (kobo, basis
// points, ten-thousandths); structured values as JSON.

export type TUnit = TSettingInfo['unit'];

export const AREA_LABELS: Record<TSettingArea, string> = {
  limits: 'Betting limits and pricing',
  fees: 'Fees and margin',
  vip: 'VIP',
  rebates: 'Team rebates',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals and bank accounts',
  usdt: 'USDT',
  members: 'Identity, inheritance and safer gambling',
  security: 'Sign-in and security',
  system: 'System and runtime config',
};
export const AREA_ORDER: TSettingArea[] = ['limits', 'fees', 'vip', 'rebates', 'deposits', 'withdrawals', 'usdt', 'members', 'system', 'security'];

const NUMERIC: TUnit[] = ['kobo', 'bps', 'odds', 'minutes', 'hours', 'seconds', 'count'];
export const isNumericUnit = (unit: TUnit) => NUMERIC.includes(unit);

/** Server value -> what the edit field holds: naira, %, decimal odds, the number, or JSON text. */
export function toInput(unit: TUnit, value: unknown): number | string | boolean {
  switch (unit) {
    case 'kobo':
      return (value as number) / 100;
    case 'bps':
      return (value as number) / 100;
    case 'odds':
      return (value as number) / ODDS_SCALE;
    case 'json':
      return JSON.stringify(value, null, 2);
    default:
      return value as number | string | boolean;
  }
}

export type TParsed = { ok: true; value: unknown } | { ok: false; error: string };

/** The edit field -> the value to send; JSON that does not parse is refused here, the rest by the server's schema. */
export function fromInput(unit: TUnit, input: unknown): TParsed {
  const num = (scale: number): TParsed => {
    const n = typeof input === 'number' ? input : Number(input);
    if (input === null || input === '' || !Number.isFinite(n)) return { ok: false, error: 'Enter a number' };
    return { ok: true, value: Math.round(n * scale) };
  };
  switch (unit) {
    case 'kobo':
      return num(100);
    case 'bps':
      return num(100);
    case 'odds':
      return num(ODDS_SCALE);
    case 'minutes':
    case 'hours':
    case 'seconds':
    case 'count':
      return num(1);
    case 'switch':
      return { ok: true, value: Boolean(input) };
    case 'text':
      return { ok: true, value: String(input ?? '') };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(String(input)) };
      } catch {
        return { ok: false, error: 'Not valid JSON' };
      }
  }
}

const UNIT_SUFFIX: Partial<Record<TUnit, string>> = { minutes: 'min', hours: 'h', seconds: 's' };

/** One line for the table: "₦1,000.00", "1.5%", "30 min", "On", "(empty)", compact JSON. */
export function formatSetting(unit: TUnit, value: unknown): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  switch (unit) {
    case 'kobo':
      return naira(value as number);
    case 'bps':
      return `${Number(((value as number) / 100).toFixed(2))}%`;
    case 'odds':
      return formatOdds(value as number);
    case 'minutes':
    case 'hours':
    case 'seconds':
      return `${(value as number).toLocaleString('en-US')} ${UNIT_SUFFIX[unit]}`;
    case 'count':
      return (value as number).toLocaleString('en-US');
    case 'switch':
      return value ? 'On' : 'Off';
    case 'text':
      return value === '' ? '(empty)' : String(value);
    case 'json':
      return JSON.stringify(value);
  }
}

/** One line of a value as the screen shows it: "bankName: Providus Bank", or a plain "₦1,000.00". */
export type TValueLine = { label: string | null; text: string };

/**
 * A value in lines the operator reads: a structured (JSON) value's fields one per line, lists
 * comma-separated, nested lists in [ ] and nested objects in { }; any other unit one line as
 * formatSetting writes it. One long JSON line ran under the table's next columns.
 */
export function settingLines(unit: TUnit, value: unknown): TValueLine[] {
  if (unit !== 'json') return [{ label: null, text: formatSetting(unit, value) }];
  if (!isRecord(value)) return [{ label: null, text: readableJson(value) }];
  const fields = Object.entries(value);
  return fields.length ? fields.map(([label, v]) => ({ label, text: readableJson(v) })) : [{ label: null, text: '(none)' }];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readableJson(value: unknown): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (Array.isArray(value)) return value.length ? value.map(nestedJson).join(', ') : '(none)';
  if (isRecord(value)) return Object.entries(value).map(([k, v]) => `${k}: ${nestedJson(v)}`).join(', ');
  return value === '' ? '(empty)' : String(value);
}

/** Inside a list or object, brackets keep "[300, 500], [500, 300]" apart from a flat list. */
function nestedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(nestedJson).join(', ')}]`;
  if (isRecord(value)) return `{${readableJson(value)}}`;
  return readableJson(value);
}

type TRange = { minimum?: number; maximum?: number; maxLength?: number; minLength?: number };

/** The schema's bounds that mean something: a whole number's own limit (2^53 - 1) is no rule of the operator's (QA: "₦90,071,992,547,409.91"). */
function boundsOf(schema: unknown): TRange {
  const s = (schema ?? {}) as TRange;
  return { ...s, maximum: s.maximum !== undefined && s.maximum >= Number.MAX_SAFE_INTEGER ? undefined : s.maximum };
}

/**
 * A number outside the setting's range, said in its unit before the confirmation (QA: ₦0 went on
 * to "Change it?" and came back "at least 1", which read as ₦1 for 1 kobo); null when inside.
 */
export function outOfRange(unit: TUnit, schema: unknown, value: unknown): string | null {
  if (!isNumericUnit(unit) || typeof value !== 'number') return null;
  const s = boundsOf(schema);
  if (s.minimum !== undefined && value < s.minimum) return `At least ${formatSetting(unit, s.minimum)}`;
  if (s.maximum !== undefined && value > s.maximum) return `At most ${formatSetting(unit, s.maximum)}`;
  return null;
}

/** The allowed range from the setting's JSON Schema, in the field's unit: "0 – 100%", "at least ₦0.01". */
export function rangeHint(unit: TUnit, schema: unknown): string | null {
  const s = boundsOf(schema);
  if (!isNumericUnit(unit)) {
    if (unit === 'text' && (s.maxLength !== undefined || s.minLength !== undefined)) return `${s.minLength ?? 0} to ${s.maxLength ?? '∞'} characters`;
    return null;
  }
  const f = (v: number) => formatSetting(unit, v);
  if (s.minimum !== undefined && s.maximum !== undefined) return `${f(s.minimum)} – ${f(s.maximum)}`;
  if (s.minimum !== undefined) return `at least ${f(s.minimum)}`;
  if (s.maximum !== undefined) return `at most ${f(s.maximum)}`;
  return null;
}

export const isDefault = (s: Pick<TSettingInfo, 'value' | 'default'>) => JSON.stringify(s.value) === JSON.stringify(s.default);

export function groupByArea(items: readonly TSettingInfo[]): { area: TSettingArea; label: string; items: TSettingInfo[] }[] {
  return AREA_ORDER.map((area) => ({ area, label: AREA_LABELS[area], items: items.filter((s) => s.area === area) })).filter((g) => g.items.length > 0);
}

/**
 * A refused change said in the dialog: the rule, without the request's field name "value" (the
 * dialog edits nothing else; QA saw "value: at least 8% ..."), keeping the part of a table's path
 * after it ("2.oddsBonusBps: ..." names the row and column).
 */
export function changeRefusalText(message: string, field: string | null, reason: string | null): string {
  if (!reason) return message;
  const path = field === null || field === 'value' ? '' : field.replace(/^value\./, '');
  return `${message} ${path ? `${path}: ` : ''}${reason}`;
}

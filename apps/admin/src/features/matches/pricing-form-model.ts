import { formatOdds, ODDS_SCALE } from '../../lib/format.ts';
import type { TMatchSummary } from '../../lib/api-types.ts';

// The odds engine's form: its body, and the inputs last used on a match, kept in this browser so
// the trader sees the rates and margin behind the prices on screen (the server keeps only prices).

export type TPricingForm = { mode: 'rates' | '1x2'; homeRate?: number; awayRate?: number; home1x2?: number; draw1x2?: number; away1x2?: number; marginPct?: number | null; open: boolean };

/** The server's field names as the form calls them, to put a refusal under its field. */
export const PRICING_FIELD_NAMES = { 'rates.home': 'homeRate', 'rates.away': 'awayRate', 'prices1x2.home': 'home1x2', 'prices1x2.draw': 'draw1x2', 'prices1x2.away': 'away1x2', marginBps: 'marginPct' };

/**
 * The engine's inputs as typed, read with a decimal comma as a decimal point ("1,5" -> "1.5", the
 * habit of a French or German keyboard). antd's own reading drops the comma, and "1,5" goals
 * became 15, within the field's rule, and priced every correct score alike (QA). These fields
 * are small numbers, never written with thousands separators.
 */
export function decimalText(text: string | undefined): string {
  const typed = (text ?? '').replace(/\s/g, '');
  return typed.includes('.') ? typed.replace(/,/g, '') : typed.replace(',', '.');
}

/**
 * What a 1X2 price box shows: as typed while the trader types, else the price as the grid and every
 * other screen show one (formatOdds: two decimals at least, up to the four the engine keeps). The
 * box's precision of four read "2.1000 / 3.2000 / 3.6000" after a pricing (QA).
 */
export function priceBoxText(value: string | number | undefined, info: { userTyping: boolean; input: string }): string {
  if (info.userTyping) return info.input;
  if (value === undefined || value === '') return '';
  const odds = Math.round(Number(value) * ODDS_SCALE);
  return Number.isSafeInteger(odds) && odds >= 0 ? formatOdds(odds) : String(value);
}

/** The inputs in words, for the confirmation: the trader sees what the grid will be priced from. */
export function pricingSummary(v: TPricingForm): string {
  // Prices as their boxes and the grid write them (2.10, not 2.1: QA).
  const price = (x?: number) => priceBoxText(x, { userTyping: false, input: '' });
  const inputs = v.mode === 'rates' ? `goal rates home ${v.homeRate} and away ${v.awayRate}` : `1X2 prices home ${price(v.home1x2)}, draw ${price(v.draw1x2)}, away ${price(v.away1x2)}`;
  const margin = v.marginPct === null || v.marginPct === undefined ? 'the operator’s margin' : `a margin of ${v.marginPct} %`;
  return `From ${inputs}, with ${margin}; ${v.open ? 'open for betting' : 'not open for betting'} afterwards.`;
}

export function pricingBody(matchId: number, v: TPricingForm) {
  const odds = (x?: number) => Math.round((x ?? 0) * ODDS_SCALE);
  return {
    matchId,
    ...(v.mode === 'rates' ? { rates: { home: v.homeRate, away: v.awayRate } } : { prices1x2: { home: odds(v.home1x2), draw: odds(v.draw1x2), away: odds(v.away1x2) } }),
    ...(v.marginPct !== null && v.marginPct !== undefined ? { marginBps: Math.round(v.marginPct * 100) } : {}),
    open: v.open,
  };
}

const storageKey = (matchId: number) => `scoreline_admin_pricing_${matchId}`;

/**
 * The form's starting values: the inputs last used on this match, and "open for betting" as the
 * match is now — pricing a first time opens it, repricing leaves a closed match closed unless the
 * trader says otherwise.
 */
/**
 * Whether a pricing opens betting unless the trader says otherwise: only a match that takes bets
 * now, or was never opened. Follows the match as it changes on screen (QA: closed from the header,
 * the switch stayed on and the next reprice opened betting again).
 */
export const opensByDefault = (state: TMatchSummary['state']) => state === 'scheduled' || state === 'open';

export function pricingInitialValues(match: Pick<TMatchSummary, 'id' | 'state'>, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TPricingForm {
  let last: Partial<TPricingForm> = {};
  try {
    last = JSON.parse(storage?.getItem(storageKey(match.id)) ?? '{}') as Partial<TPricingForm>;
  } catch {
    // A damaged entry is only a convenience lost.
  }
  return { mode: 'rates', ...last, open: opensByDefault(match.state) };
}

export function rememberPricing(matchId: number, v: TPricingForm, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  const { open: _open, ...inputs } = v;
  storage?.setItem(storageKey(matchId), JSON.stringify(inputs));
}

// The field rules of spec 5, shared by server and clients so both refuse the same input.

/** Removes all whitespace, including full-width (ideographic) spaces (spec 5, "text cleaning"). */
export function cleanText(value: string): string {
  return value.replace(/[\s\u3000\u00a0\u2000-\u200b\u2028\u2029\u202f\u205f\ufeff]/g, '');
}

/**
 * A name shown on one line (a league, a team): every run of whitespace (tabs, line breaks,
 * non-breaking and full-width spaces) becomes one space, zero-width characters go, ends trimmed,
 * in Unicode's composed form (NFC).
 * "ML  Rovers" and "ML Rovers" look alike on every screen, so they must be the same team to the
 * clash check and the duplicate-fixture check too (QA created one match twice that way).
 */
export function oneLineName(value: string): string {
  // NFC first: "Atlético" typed with é as one character or as e + accent (macOS saves files so)
  // looks the same and is the same team (QA imported one match twice that way).
  return value.normalize('NFC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/[\s\u3000\u00a0\u2000-\u200a\u2028\u2029\u202f\u205f]+/g, ' ').trim();
}

/**
 * The bidi controls that open or close a direction for the text after them: embeddings and
 * overrides (U+202A-U+202E) and isolates (U+2066-U+2069). One in a team name reorders what
 * members see after it (an override left open runs past the name, into the score or the next
 * team): a spoofing vector. The marks (U+200E, U+200F, U+061C) open nothing — each acts as one
 * invisible letter of its direction, settling where a nearby bracket or digit goes in a name
 * mixing Arabic and Latin — so they stay allowed.
 */
const BIDI_EMBEDDING_OVERRIDE_ISOLATE = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether a name holds a control character (after oneLineName: none is whitespace any more), bidi controls included. */
export function holdsControlCharacter(value: string): boolean {
  return /\p{Cc}/u.test(value) || BIDI_EMBEDDING_OVERRIDE_ISOLATE.test(value);
}

/** Whether free text (a reason, a note) holds a control character other than a line break or a tab, bidi controls included. */
export function holdsControlCharacterInText(value: string): boolean {
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(value) || BIDI_EMBEDDING_OVERRIDE_ISOLATE.test(value);
}

/**
 * A person's name as a bank holds it (the real name bank accounts must match), after oneLineName:
 * 3 to 80 characters of letters (any script, with their accents), spaces, hyphens, apostrophes
 * and full stops, starting with a letter. Digits, symbols, markup and invisible characters are
 * no name (QA stored "\u200b\u200b\u200b", "123456" and a terminal escape as names).
 */
export const PERSON_NAME_LENGTH = { min: 3, max: 80 };
export function isPersonName(value: string): boolean {
  return value.length >= PERSON_NAME_LENGTH.min && value.length <= PERSON_NAME_LENGTH.max && /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(value);
}

/** Characters of free text a reader sees: whitespace and invisible format characters (zero-width, bidi marks) left out. */
export function visibleLength(value: string): number {
  return value.replace(/[\s\p{Z}\p{Cf}]/gu, '').length;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{5,16}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/**
 * 8 to 32 characters, the minimum counted in characters one can see, as back-office passwords
 * count theirs: eight spaces (or full-width and zero-width ones) are no password (QA registered
 * with one). The maximum stays the raw length, what the hash and the sign-in form take.
 */
export function isValidPassword(value: string): boolean {
  return visibleLength(value) >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
}

/** National phone input: 10 to 11 digits (spec 5). 11 digits must start with 0 (080...), 10 must not. */
export function isValidPhone(value: string): boolean {
  if (!/^\d{10,11}$/.test(value)) return false;
  return value.length === 11 ? value.startsWith('0') : !value.startsWith('0');
}

/** Nigerian national form (0803..., 803...) to E.164 (+234803...). Call only on a valid phone. */
export function phoneToE164(value: string): string {
  const national = value.length === 11 ? value.slice(1) : value;
  return `+234${national}`;
}

/** Masks an E.164 number for display: +234803****678. */
export function maskPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  return e164.length > 8 ? `${e164.slice(0, 7)}****${e164.slice(-3)}` : e164;
}

/**
 * Whether an ISO date-time's calendar fields are real: JavaScript's Date quietly rolls
 * 2026-02-30 over to 2 March, so a slip of the finger would schedule a match on another day.
 */
export function isCalendarDateTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month! - 1 && at.getUTCDate() === day && at.getUTCHours() === hour && at.getUTCMinutes() === minute && at.getUTCSeconds() === second;
}

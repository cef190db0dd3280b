import { describe, expect, it } from 'vitest';
import { cleanText, holdsControlCharacter, isCalendarDateTime, isValidPassword, isValidPhone, isValidUsername, maskPhone, phoneToE164, isPersonName, oneLineName, visibleLength } from './validators.ts';

describe('username: 5 to 16 letters, digits or underscores', () => {
  it.each(['abcde', 'a_b_c_d_e_f_g_h1', 'Player_01'])('accepts %s', (u) => expect(isValidUsername(u)).toBe(true));
  it.each(['abcd', 'a'.repeat(17), 'has space', 'émile', 'dash-name', ''])('refuses %j', (u) =>
    expect(isValidUsername(u)).toBe(false),
  );
});

describe('password: 8 to 32 characters', () => {
  it('accepts the bounds', () => {
    expect(isValidPassword('a'.repeat(8))).toBe(true);
    expect(isValidPassword('a'.repeat(32))).toBe(true);
  });
  it('refuses outside the bounds', () => {
    expect(isValidPassword('a'.repeat(7))).toBe(false);
    expect(isValidPassword('a'.repeat(33))).toBe(false);
  });
  it('counts only visible characters towards the minimum', () => {
    expect(isValidPassword(' '.repeat(8))).toBe(false);
    expect(isValidPassword('\u3000\u200b'.repeat(8))).toBe(false);
    expect(isValidPassword(' abc defg ')).toBe(false);
    expect(isValidPassword('correct horse')).toBe(true);
  });
});

describe('phone: 10 to 11 digits', () => {
  it('accepts the national 0-prefixed and bare forms', () => {
    expect(isValidPhone('08031234567')).toBe(true);
    expect(isValidPhone('8031234567')).toBe(true);
  });
  it.each(['0803123456', '080312345678', '18031234567', '080-3123456', '+2348031234567'])('refuses %s', (p) =>
    expect(isValidPhone(p)).toBe(false),
  );
  it('stores E.164 and masks for display', () => {
    expect(phoneToE164('08031234567')).toBe('+2348031234567');
    expect(phoneToE164('8031234567')).toBe('+2348031234567');
    expect(maskPhone('+2348031234567')).toBe('+234803****567');
  });
});

describe('cleanText removes all whitespace including full-width spaces', () => {
  it('strips ascii, tabs, nbsp and ideographic spaces', () =>
    expect(cleanText(' a\tb\u3000c\u00a0d\n')).toBe('abcd'));
});

describe('isCalendarDateTime', () => {
  it('takes real calendar date-times and refuses the ones Date would roll over', () => {
    expect(isCalendarDateTime('2026-02-28T15:00:00Z')).toBe(true);
    expect(isCalendarDateTime('2028-02-29T15:00+01:00')).toBe(true); // a leap year
    expect(isCalendarDateTime('2026-02-29T15:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-02-30T15:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-04-31T15:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-13-01T15:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-11-30T24:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-11-30T12:60:00Z')).toBe(false);
    expect(isCalendarDateTime('30/11/2026 15:00')).toBe(false);
  });
});

// QA: "\u202Eالهلال" as a team reached /web/match/list and reordered what members saw after it.
describe('a name with a control character: C0/C1 controls and bidi embeddings, overrides, isolates', () => {
  it.each(['Enyimba\u0000', 'Enyimba\u0007', 'Enyimba\u009f', '\u202Eالهلال', '\u202AAl Hilal', 'Al\u202CHilal', 'Al\u202DHilal', '\u2066Rovers\u2069', '\u2067Rovers', '\u2068Rovers'])('refuses %j', (name) =>
    expect(holdsControlCharacter(name)).toBe(true),
  );
  // The marks open no direction: they only place a bracket or digit beside Arabic text.
  it.each(['الهلال', 'Al Hilal', 'Enyimba FC', 'الهلال\u200F (KSA)', 'FC\u200E 1', 'الهلال\u061C 2'])('accepts %j', (name) => expect(holdsControlCharacter(name)).toBe(false));
});

describe('a person name as a bank holds it, and the length of text one can see', () => {
  it('takes names in any script with their accents, hyphens and apostrophes; refuses digits, symbols and invisible characters (QA)', () => {
    for (const name of ['Ada Chioma Obi', "O'Brien-Adé", 'Adébáyọ̀ Ọlánrewájú', 'สมชาย ใจดี', 'محمد علي', 'Dr. N. Okafor']) expect([name, isPersonName(oneLineName(name))]).toEqual([name, true]);
    for (const name of ['\u200b\u200b\u200b', '123456', '١٢٣٤٥٦', 'A\u001b[31mB', '\u202eDemo', '<script>alert(1)</script>', '{{minutes}}', 'Al', 'x'.repeat(81)]) expect([name, isPersonName(oneLineName(name))]).toEqual([name, false]);
    expect(oneLineName('Demo\nPlayer')).toBe('Demo Player');
  });

  it('counts visible characters only', () => {
    expect(visibleLength('\u200b'.repeat(10))).toBe(0);
    expect(visibleLength(' a\u00a0b\u200ec ')).toBe(3);
  });
});

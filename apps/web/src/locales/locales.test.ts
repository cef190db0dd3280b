import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import th from './th.json';
import walletEn from './wallet/en.json';
import walletFr from './wallet/fr.json';
import walletTh from './wallet/th.json';
import bettingEn from './betting/en.json';
import bettingFr from './betting/fr.json';
import bettingTh from './betting/th.json';
import messagesEn from './messages/en.json';
import messagesFr from './messages/fr.json';
import messagesTh from './messages/th.json';
import helpEn from './help/en.json';
import helpFr from './help/fr.json';
import helpTh from './help/th.json';
import { PLANNED_ROUTES, TAB_ROUTES } from '../app/route-table.ts';

type TTree = { [key: string]: string | TTree };

function leafKeys(tree: TTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

function valueAt(tree: TTree, path: string): string | undefined {
  let node: string | TTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// Each namespace: the shell's texts (entry chunk) and the lazily loaded ones (wallet, betting, messages, help), loaded with their pages.
describe.each([
  ['fr', en as TTree, fr as TTree],
  ['th', en as TTree, th as TTree],
  ['wallet fr', walletEn as TTree, walletFr as TTree],
  ['wallet th', walletEn as TTree, walletTh as TTree],
  ['betting fr', bettingEn as TTree, bettingFr as TTree],
  ['betting th', bettingEn as TTree, bettingTh as TTree],
  ['messages fr', messagesEn as TTree, messagesFr as TTree],
  ['messages th', messagesEn as TTree, messagesTh as TTree],
  ['help fr', helpEn as TTree, helpFr as TTree],
  ['help th', helpEn as TTree, helpTh as TTree],
])('locale %s', (_name, english, locale) => {
  const enKeys = leafKeys(english);

  it('has every key of en, and no others', () => {
    expect(leafKeys(locale).sort()).toEqual([...enKeys].sort());
  });

  it('keeps the same placeholders and tags as en', () => {
    for (const key of enKeys) {
      expect({ key, names: placeholders(valueAt(locale, key) ?? '') }).toEqual({ key, names: placeholders(valueAt(english, key) ?? '') });
    }
  });

  it('has no empty text', () => {
    for (const key of enKeys) expect(valueAt(locale, key)?.trim(), key).toBeTruthy();
  });
});

// French sets a space before : ; ? ! that must not break (QA: "effectué / : rien n'a été débité"
// put the colon at the start of a line): a no-break space, never a plain one.
describe.each([
  ['fr', fr as TTree],
  ['wallet fr', walletFr as TTree],
  ['betting fr', bettingFr as TTree],
  ['messages fr', messagesFr as TTree],
  ['help fr', helpFr as TTree],
])('French texts %s', (_name, tree) => {
  it('keep : ; ? ! on the line of the word before them', () => {
    const loose = leafKeys(tree).filter((key) => / [:;?!]/.test(valueAt(tree, key) ?? ''));
    expect(loose).toEqual([]);
  });
  it('keep « and » on the line of the words they enclose', () => {
    // QA: "Aucun pari « {{status}} »" could end a line on a lone «.
    const loose = leafKeys(tree).filter((key) => /« | »/.test(valueAt(tree, key) ?? ''));
    expect(loose).toEqual([]);
  });
});

describe('route titles', () => {
  it('exist for every route of the route table', () => {
    for (const route of [...TAB_ROUTES, ...PLANNED_ROUTES]) {
      expect(valueAt(en as TTree, `routes.${route.id}`), route.id).toBeTruthy();
    }
  });
});

// "Première mi-temps" is feminine and "Temps réglementaire" masculine: a text that names a period
// agrees with it (QA read "Première mi-temps corrigé en 0-0" in the bill).
describe('French texts that name a period', () => {
  it('agree with it', () => {
    const period = (key: 'FT' | 'HT') => valueAt(bettingFr as TTree, `detail.${key}`)!;
    expect(period('HT')).toBe('Première mi-temps');
    expect(valueAt(walletFr as TTree, 'bill.correctedToHT')).toContain('corrigée');
    expect(period('FT')).toBe('Temps réglementaire');
    expect(valueAt(walletFr as TTree, 'bill.correctedToFT')).toMatch(/corrigé /);
  });
});

// One word for one thing: a Thai text that speaks of an abandoned match uses the status's own word
// (QA read one word on the bet's page and another in the cover's sentence).
describe('Thai texts that name an abandoned match', () => {
  it('use the word of its status', () => {
    const word = valueAt(bettingTh as TTree, 'state.abandoned')!;
    const pairs: [TTree, TTree][] = [[en, th], [walletEn, walletTh], [bettingEn, bettingTh], [messagesEn, messagesTh], [helpEn, helpTh]].map(([e, t]) => [e as TTree, t as TTree]);
    const texts = pairs.flatMap(([english, thai]) => leafKeys(english).filter((key) => /abandon/i.test(valueAt(english, key)!)).map((key) => [key, valueAt(thai, key)!]));
    expect(texts.length).toBeGreaterThan(3);
    for (const [key, text] of texts) expect(`${key}: ${text}`).toContain(word);
  });
});

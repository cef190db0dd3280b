/**
 * Quick-amount buttons in kobo: the preset naira amounts that fall inside [minKobo, maxKobo]. One
 * rule for every amount box (a deposit's pay type, a bet slip's match limits): a
 * button whose amount can only be refused is no help.
 */
export function presetsWithin(presetsNaira: readonly number[], minKobo: number, maxKobo: number): number[] {
  return presetsNaira.map((naira) => naira * 100).filter((kobo) => kobo >= minKobo && kobo <= maxKobo);
}

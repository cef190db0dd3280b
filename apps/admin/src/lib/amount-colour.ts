// One colour rule for signed money across the back office: a figure is green when positive and
// red when negative, read from the side its label names: "House result" is the house's,
// "Members' P&L" the members', a balance change the member's. So a label says whose figure it is
// and the colour never flips meaning from one screen to the next.

export const POSITIVE_COLOUR = '#389e0d';
export const NEGATIVE_COLOUR = '#cf1322';

/** The colour of a signed amount; none for zero. */
export function amountColour(value: number): string | undefined {
  if (value > 0) return POSITIVE_COLOUR;
  if (value < 0) return NEGATIVE_COLOUR;
  return undefined;
}

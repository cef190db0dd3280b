import { expect, it } from 'vitest';
import { endpointsWithFields, useExtremeInputs } from '../test/extreme-inputs.ts';
import { isNumberLeaf } from '../test/schema-fields.ts';
import { useTestApp } from '../test/test-app.ts';

// The house rule at the edges of numbers: whatever a request's number field holds (past
// PostgreSQL's integer, JavaScript's safe integers, a float where a count is meant), the answer is
// a refusal with its own catalogue code in the member's language or a success, never a 500. The
// fields come from the contract's schemas, so an endpoint added later is covered without a list.

const EXTREMES = [2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e300, -1e300, 0.5];

const t = useTestApp();
const { problemsWith } = useExtremeInputs(t);

it.each(endpointsWithFields(isNumberLeaf))('$name: extreme numbers get a catalogue refusal, never a 500', async ({ name, endpoint, fields }) => {
  expect(await problemsWith(name, endpoint, fields, EXTREMES)).toEqual([]);
});

import type { TEndpoint } from './endpoints.ts';

// Back-office results: HT/FT scores, postpone, abandon, void, corrections, settlement progress (betting issue); spread into `endpoints` in endpoints.ts.
export const adminResultsEndpoints = {} as const satisfies Record<string, TEndpoint>;

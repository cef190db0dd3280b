import type { TEndpoint } from './endpoints.ts';

// The member's results tab: finished matches by day (betting issue); spread into `endpoints` in endpoints.ts.
export const resultsEndpoints = {} as const satisfies Record<string, TEndpoint>;

import type { TEndpoint } from './endpoints.ts';

// Back-office trading: price override, suspensions, per-match limits, exposure (betting issue); spread into `endpoints` in endpoints.ts.
export const adminTradingEndpoints = {} as const satisfies Record<string, TEndpoint>;

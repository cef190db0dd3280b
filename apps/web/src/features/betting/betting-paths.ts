// The one wallet endpoint the betting pages read (the available balance on the order form).
// Features do not import each other, so the path is restated here; betting-paths.test.ts
// compares it with the contract. The betting endpoints themselves are in lib/api-paths.ts.

export const WALLET_SUMMARY_PATH = '/web/wallet/summary';

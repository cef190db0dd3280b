// Paths of the wallet and wallet-password endpoints (contract api/wallet-endpoints.ts and the
// walletPassword* entries of api/endpoints.ts), restated like lib/api-paths.ts so no zod reaches
// the bundle, and kept out of lib/ so the first screen does not carry them. lib/api-paths.test.ts
// compares both mirrors with the contract.

export const WALLET_PATHS = {
  walletPasswordStatus: '/web/member/wallet-password/status',
  walletPasswordSet: '/web/member/wallet-password/set',
  walletPasswordChange: '/web/member/wallet-password/change',
  walletPasswordRequestCode: '/web/member/wallet-password/code',
  walletPasswordReset: '/web/member/wallet-password/reset',
  walletSummary: '/web/wallet/summary',
  depositOptions: '/web/wallet/deposit/options',
  createDeposit: '/web/wallet/deposit',
  listDeposits: '/web/wallet/deposits',
  getDeposit: '/web/wallet/deposit/detail',
  depositPayment: '/web/wallet/deposit/payment',
  withdrawalRules: '/web/wallet/withdrawal/rules',
  previewWithdrawal: '/web/wallet/withdrawal/preview',
  requestWithdrawal: '/web/wallet/withdrawal',
  listWithdrawals: '/web/wallet/withdrawals',
  bill: '/web/wallet/bill',
  banks: '/web/bank/banks',
  bankAccounts: '/web/bank/accounts',
  bankAccount: '/web/bank/account',
  addBankAccount: '/web/bank/accounts',
  deleteBankAccount: '/web/bank/accounts/delete',
  setRealName: '/web/member/profile/real-name',
} as const;

export type TWalletPathName = keyof typeof WALLET_PATHS;

/**
 * The POSTs that move money. They carry an Idempotency-Key (the contract marks them
 * `idempotent: true`; the test checks this list against it).
 */
export const IDEMPOTENT_ENDPOINTS: readonly TWalletPathName[] = ['createDeposit', 'requestWithdrawal'];

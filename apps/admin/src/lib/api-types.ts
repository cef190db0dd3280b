// Answer types of the back-office API, taken from the contract's zod schemas without importing
// zod at run time (type-only imports vanish from the bundle).
import type { ZAdminBankAccount, ZAdminDeposit, ZAdminWithdrawal, ZLedgerCheck } from '@scoreline/contract/api/admin-wallet-endpoints';
import type { ZImportFixturesResult } from '@scoreline/contract/api/matches';

type Out<S extends { _output: unknown }> = S['_output'];

export type { TAdminMatchList, TAdminMatchPrices, TAdminMatchRow, TAdminMatchSort } from '@scoreline/contract/api/admin-match-list-endpoints';
export type { TMatchExposure, TMatchLimits, TPriceHistory, TPriceHistoryEntry, TTradedPrice } from '@scoreline/contract/api/admin-trading-endpoints';
export type { TCorrectionPreview, TMatchSettlement, TSettlementRun } from '@scoreline/contract/api/admin-results-endpoints';
export type { TMatchSummary } from '@scoreline/contract/api/matches';

export type TImportFixturesResult = Out<typeof ZImportFixturesResult>;
export type TAdminDeposit = Out<typeof ZAdminDeposit>;
export type TAdminWithdrawal = Out<typeof ZAdminWithdrawal>;
export type TAdminBankAccount = Out<typeof ZAdminBankAccount>;
export type TLedgerCheck = Out<typeof ZLedgerCheck>;

export type { TDashboard, TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
export type { TSettingArea, TSettingHistoryEntry, TSettingInfo } from '@scoreline/contract/api/admin-settings-endpoints';
export type { TAuditEntry } from '@scoreline/contract/api/admin-audit-endpoints';
export type { TAnnouncement, TMessageSend } from '@scoreline/contract/api/admin-content-endpoints';
export type { TAdminAccount } from '@scoreline/contract/api/admin-account-endpoints';
export type { TAdminBet, TAdminBetDetail, TAdminBetList, TBetPosting } from '@scoreline/contract/api/admin-bet-endpoints';

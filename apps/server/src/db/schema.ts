// The drizzle schema is split by domain; drizzle-kit and the client read this list.
export { members, invitationCodes, memberSessions, memberLogins } from './schema/members.ts';
export { captchas, envReports, settings, settingsHistory, rateLimitCounters } from './schema/system.ts';
export { ledgerAccounts, ledgerTransactions, ledgerEntries, holds, idempotencyRecords } from './schema/ledger.ts';
export { verificationCodes } from './schema/verification.ts';
export { walletPasswords } from './schema/wallet-password.ts';
export { deposits, paymentEvents, bankAccounts, withdrawals } from './schema/wallet.ts';
export { admins, adminSessions, adminAuditLog, balanceCorrections, announcements, memberMessages } from './schema/admins.ts';
export { matches, marketPrices, priceHistory, bets, selectionShards, settlementRuns, coverClaims } from './schema/matches.ts';
export { dashboardDailyRollup, dashboardRollupChanges } from './schema/dashboard.ts';
export { vipDailyRewards } from './schema/vip-rewards.ts';

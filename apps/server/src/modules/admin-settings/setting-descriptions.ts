import type { TSettingArea, TSettingInfo } from '@scoreline/contract/api/admin-settings-endpoints';
import type { TSettingKey } from '../settings/defaults.ts';

// What the Configuration screen says about each setting: its area, a label, what it does and
// how its number reads. Every key of the registry has one (settings-admin.test.ts checks).

type TDescription = { area: TSettingArea; label: string; description: string; unit: TSettingInfo['unit'] };

export const SETTING_DESCRIPTIONS: Partial<Record<TSettingKey, TDescription>> = {
  'auth.maxFailedLogins': { area: 'security', label: 'Wrong passwords before a lock', description: 'Wrong sign-in passwords in a row (members; admins count passwords and codes together) before the account locks.', unit: 'count' },
  'auth.lockMinutes': { area: 'security', label: 'Sign-in lock', description: 'How long a locked sign-in stays locked.', unit: 'minutes' },
  'auth.sessionTtlHours': { area: 'security', label: 'Member session lifetime', description: 'Hours a member stays signed in.', unit: 'hours' },
  'auth.captchaTtlSeconds': { area: 'security', label: 'Captcha lifetime', description: 'Seconds a sign-in captcha stays valid.', unit: 'seconds' },
  'admin.sessionHours': { area: 'security', label: 'Admin session lifetime', description: 'Hours a back-office session lasts after the TOTP step.', unit: 'hours' },
  'verification.codeTtlSeconds': { area: 'security', label: 'Verification code lifetime', description: 'Seconds an SMS / e-mail code stays valid.', unit: 'seconds' },
  'verification.maxAttempts': { area: 'security', label: 'Verification code attempts', description: 'Wrong entries before a code is dead.', unit: 'count' },
  'verification.maxDeadCodesPerDay': { area: 'security', label: 'Dead codes before a pause', description: 'Codes killed by wrong entries within 24 hours, after which no code is sent until the oldest of them is a day old.', unit: 'count' },
  'walletPassword.maxFailures': { area: 'security', label: 'Wrong wallet passwords before a lock', description: 'Wrong wallet passwords in a row that lock withdrawals.', unit: 'count' },
  'walletPassword.lockMinutes': { area: 'security', label: 'Wallet password lock', description: 'How long withdrawals stay locked after too many wrong wallet passwords.', unit: 'minutes' },
  'limits.submitPerMinute': { area: 'security', label: 'Submissions per minute', description: 'Per route and minute: a signed-in member’s bets and money submissions per session; sign-in and registration per IP.', unit: 'count' },
  'limits.captchaPerMinute': { area: 'security', label: 'Captchas per minute per IP', description: 'New captchas per IP per minute.', unit: 'count' },
  'system.maintenance': { area: 'system', label: 'Maintenance switch', description: 'On: the member app and /web/* answer 9999 (maintenance); health, runtime config and the back office stay up.', unit: 'switch' },
  'runtime.title': { area: 'system', label: 'App title', description: 'The title the member app shows (runtime config).', unit: 'text' },
  'runtime.version': { area: 'system', label: 'App version (pinned)', description: 'Empty: the fingerprint of the deployed member app, so a deploy shows the upgrade prompt. A value pins it.', unit: 'text' },
  'deposit.minKobo': { area: 'deposits', label: 'Minimum deposit', description: 'Smallest deposit a member may make.', unit: 'kobo' },
  'deposit.maxKobo': { area: 'deposits', label: 'Maximum deposit', description: 'Largest single deposit.', unit: 'kobo' },
  'deposit.timeoutMinutes': { area: 'deposits', label: 'Pending deposit timeout', description: 'Minutes before an unpaid deposit times out (status 4).', unit: 'minutes' },
  'deposit.payTypes': { area: 'deposits', label: 'Pay types offered', description: 'Online banking / card, bank transfer, USDT: which the member app offers.', unit: 'json' },
  'deposit.usdtRateKobo': { area: 'usdt', label: 'USDT rate', description: 'Naira per 1 USDT for USDT deposits and withdrawals.', unit: 'kobo' },
  'deposit.usdtAddress': { area: 'usdt', label: 'USDT deposit address', description: 'The address and network members send USDT to.', unit: 'json' },
  'deposit.transferAccount': { area: 'deposits', label: 'Bank transfer account', description: 'The account shown for bank-transfer deposits.', unit: 'json' },
  'deposit.resubmitSeconds': { area: 'deposits', label: 'Do-not-resubmit window', description: 'The same amount and type again within this many seconds while one is pending is refused.', unit: 'seconds' },
  'deposit.perMinute': { area: 'deposits', label: 'Deposits per minute', description: 'New deposits per member per minute.', unit: 'count' },
  'deposit.maxPending': { area: 'deposits', label: 'Open unpaid deposits', description: 'Unpaid deposits a member may have open at once.', unit: 'count' },
  'withdrawal.minKobo': { area: 'withdrawals', label: 'Minimum withdrawal', description: 'Smallest withdrawal request.', unit: 'kobo' },
  'withdrawal.maxKobo': { area: 'withdrawals', label: 'Maximum withdrawal', description: 'Largest single withdrawal request.', unit: 'kobo' },
  'withdrawal.feeBps': { area: 'fees', label: 'Withdrawal fee', description: 'Fee as a share of the amount withdrawn.', unit: 'bps' },
  'withdrawal.feeMinKobo': { area: 'fees', label: 'Minimum withdrawal fee', description: 'The fee is never below this.', unit: 'kobo' },
  'withdrawal.maxOpen': { area: 'withdrawals', label: 'Withdrawals in progress', description: 'Withdrawals a member may have in progress at once.', unit: 'count' },
  'withdrawal.intervalMinutes': { area: 'withdrawals', label: 'Time between withdrawals', description: 'Minutes between two withdrawal requests of a member.', unit: 'minutes' },
  'withdrawal.vipResetAfter': { area: 'vip', label: 'Withdrawals before a VIP reset', description: 'More withdrawals than this in a row with no bet between them reset the VIP level to 0.', unit: 'count' },
  'withdrawal.usdt': { area: 'usdt', label: 'USDT withdrawals', description: 'Minimum whole USDT, fee tiers [up to USDT, bps], open days (1 = Monday) and hours (operator time), arrival window in hours [from, to].', unit: 'json' },
  'betting.closeMinutesBeforeKickoff': { area: 'limits', label: 'Closing before kick-off', description: 'Betting on imported or new matches closes this many minutes before kick-off.', unit: 'minutes' },
  'bank.maxAccounts': { area: 'withdrawals', label: 'Bank accounts per member', description: 'Bank accounts a member may bind.', unit: 'count' },
  'vip.levels': { area: 'vip', label: 'VIP table', description: 'Per level: cumulative deposits to reach it, odds bonus on profit, daily reward, daily bet limit, daily withdrawals (count / amount), daily deposit limit.', unit: 'json' },
  'betting.minStakeKobo': { area: 'limits', label: 'Minimum stake', description: 'Smallest stake per bet (a match may set its own).', unit: 'kobo' },
  'betting.maxStakeKobo': { area: 'limits', label: 'Maximum stake', description: 'Largest stake per bet (a match may set its own).', unit: 'kobo' },
  'betting.selectionTotalKobo': { area: 'limits', label: 'Total per selection', description: 'Total stake per selection per match across all members (a match may set its own). A change applies at once to every match still taking bets without a total of its own; a selection already holding more takes no more.', unit: 'kobo' },
  'betting.selectionShards': { area: 'limits', label: 'Selection total shards', description: "Shards of each selection's total: more spreads a rush of bets, fewer wastes less near the limit.", unit: 'count' },
  'betting.marginBps': { area: 'fees', label: 'Pricing margin', description: "The odds engine's margin on the grid.", unit: 'bps' },
  'betting.minPrice': { area: 'limits', label: 'Lowest price', description: 'Odds are never priced below this.', unit: 'odds' },
  'betting.maxPrice': { area: 'limits', label: 'Highest price', description: 'Odds are never priced above this.', unit: 'odds' },
  'betting.firstHalfShareBps': { area: 'limits', label: 'First-half goal share', description: "The first half's share of the full-time goal rate when pricing HT.", unit: 'bps' },
  'betting.handlingFeeBps': { area: 'fees', label: 'Handling fee', description: "Share of a winning bet's profit credited to house:fees.", unit: 'bps' },
  'settlement.postponedGraceHours': { area: 'limits', label: 'Postponement grace', description: 'Open bets on a postponed match stand if it is played within this many hours of kick-off; after that they are void and stakes return.', unit: 'hours' },
  'vip.dailyRewardMinStakeKobo': { area: 'vip', label: 'Stake before the daily reward', description: 'The daily VIP reward is claimed only after the member has staked this much that operator day (midnight to midnight, operator time). Bets the member cancelled do not count; void ones do. At least one bet is always needed: a member short of it is asked for no less than the minimum stake of a bet. A change applies to the claims not yet made.', unit: 'kobo' },
  'identity.maxFailures': { area: 'members', label: 'Failed identity checks before a lock', description: 'Failed BVN / NIN checks in a row that lock identity verification.', unit: 'count' },
  'identity.lockHours': { area: 'members', label: 'Identity verification lock', description: 'How long identity verification stays locked after too many failed checks.', unit: 'hours' },
  'identity.minAge': { area: 'members', label: 'Minimum age', description: 'Betting needs a verified identity of at least this age (years).', unit: 'count' },
  'inheritance.minBalanceKobo': { area: 'members', label: 'Inheritance case balance', description: 'The daily job opens an inheritance case for an inactive account with a balance above this.', unit: 'kobo' },
  'inheritance.inactiveMonths': { area: 'members', label: 'Inactivity before an inheritance case', description: 'Months with no sign-in, bet or wallet activity before an inheritance case opens.', unit: 'count' },
  'responsible.limitRaiseDelayHours': { area: 'members', label: 'Deposit limit raise delay', description: "Hours before a member's higher deposit limit applies (a lower one applies at once).", unit: 'hours' },
  'responsible.timeOutHours': { area: 'members', label: 'Time-out choices', description: 'The time-outs a member may choose, in hours, ascending (24 = 1 day, 168 = 7 days, 720 = 30 days).', unit: 'json' },
  'responsible.selfExclusionMonths': { area: 'members', label: 'Self-exclusion choices', description: 'The self-exclusion periods a member may choose, in months, ascending (withdrawal stays possible).', unit: 'json' },
  'responsible.realityCheckMinutes': { area: 'members', label: 'Reality check interval', description: 'Minutes between reality checks showing session time and net result.', unit: 'minutes' },
  'rebates.rates': { area: 'rebates', label: 'Rebate rates', description: 'Per rebate type (profit, bets, deposit), the rate for up-line levels 1, 2, 3.', unit: 'json' },
};

export function describeSetting(key: TSettingKey): TDescription {
  return SETTING_DESCRIPTIONS[key] ?? { area: 'system', label: key, description: '', unit: 'json' };
}

import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { EMPTY_VALUE, formatDateTime, naira, parseNaira } from '../../lib/format.ts';
import { PAY_TYPE_LABELS } from '../../lib/money-statuses.ts';

// The pure rules of the members screens: labels, what each action may do for a row, and the
// arithmetic a balance correction dialog shows before anyone confirms it.

export const MEMBER_STATUS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  disabled: { label: 'Locked', color: 'red' },
};
export const memberStatus = (status: string) => MEMBER_STATUS[status] ?? { label: status, color: 'default' };

export const SEARCH_FIELDS = [
  { value: 'any', label: 'Any' },
  { value: 'username', label: 'Username (starts with)' },
  { value: 'phone', label: 'Phone' },
  { value: 'uid', label: 'UID' },
  { value: 'code', label: 'Invitation code' },
] as const;

/** Deposit channels (the contract's pay types) with the names the finance screens use. */
export const DEPOSIT_CHANNELS = Object.entries(PAY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export function channelStates(blocked: readonly string[]) {
  return DEPOSIT_CHANNELS.map((c) => ({ ...c, blocked: blocked.includes(c.value) }));
}

export const RELATED_LABELS: Record<string, string> = { device: 'Same device', bank: 'Same bank account', ip: 'Same IP' };

export type TDirection = 'credit' | 'debit';

/** The signed kobo of a correction typed as a positive amount and a direction; null if not an amount above zero. */
export function correctionAmount(text: string, direction: TDirection): number | null {
  const kobo = parseNaira(text);
  if (kobo === null || kobo <= 0) return null;
  return direction === 'credit' ? kobo : -kobo;
}

/** What the dialog shows before confirming: the available balance after, and whether a debit would overdraw. */
export function correctionImpact(available: number, amount: number) {
  const after = available + amount;
  return { after, overdraws: after < 0 };
}

export type TCorrectionRow = { status: string; proposedById: number };

/** Approve / reject only on a proposal, and never by the admin who proposed it (the two-person rule). */
export function correctionActions(c: TCorrectionRow, adminId: number, mayDecide: boolean) {
  const open = c.status === 'proposed';
  const own = c.proposedById === adminId;
  return { approve: mayDecide && open && !own, reject: mayDecide && open && !own, ownProposal: open && own };
}

export const CORRECTION_STATUS: Record<string, { label: string; color: string }> = {
  proposed: { label: 'Waiting', color: 'gold' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'default' },
};

/** A member-page tab from the URL, or the first. */
export const MEMBER_TABS = ['bets', 'deposits', 'withdrawals', 'bank', 'bill', 'team', 'logins', 'related'] as const;
export type TMemberTab = (typeof MEMBER_TABS)[number];
export function memberTab(value: string | null): TMemberTab {
  return (MEMBER_TABS as readonly string[]).includes(value ?? '') ? (value as TMemberTab) : 'bets';
}

/** A 32-hex device id as "3f2a9c…b71e" (the whole id in a tooltip). */
export function shortDeviceId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id;
}

/** "Chrome 120 on Android" from a user agent, or the first 40 characters of it. */
export function shortUserAgent(ua: string | null): string {
  if (!ua) return EMPTY_VALUE;
  const browser = /(Edg|OPR|Chrome|Firefox|Version)\/(\d+)/.exec(ua);
  const name = browser ? ({ Edg: 'Edge', OPR: 'Opera', Version: 'Safari' } as Record<string, string>)[browser[1]!] ?? browser[1] : null;
  // Most specific first: Android user agents say Linux too, iPhones say Mac OS X.
  const os = ['Android', 'iPhone', 'iPad', 'Windows', 'Mac OS X', 'Linux'].find((name) => ua.includes(name))?.replace('Mac OS X', 'macOS');
  if (name && os) return `${name} ${browser![2]} on ${os}`;
  return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
}

/**
 * Whether the member may bet, as placement judges it (placement-terms.ts memberRefusal): not
 * eligible, or flagged as one of several accounts of one person (QA: "Eligible" beside the flag).
 */
export function bettingStatus(m: { bettingEligible: boolean; multiAccountFlagged: boolean }): { eligible: boolean; label: string } {
  if (!m.bettingEligible) return { eligible: false, label: 'Not eligible' };
  if (m.multiAccountFlagged) return { eligible: false, label: 'Not eligible (multi-account flag)' };
  return { eligible: true, label: 'Eligible' };
}

/**
 * Today's VIP daily reward in support's words (the member page): where it stands, with the day's
 * stake as the reward counts it (cancelled bets out, void ones in: decision 037), so "why can't
 * I claim?" is answered from the page. `tone`: a tag's colour, or none.
 */
export function dailyRewardLine(r: TDailyReward): { text: string; tone?: 'green' | 'gold' | 'red' } {
  const staked = `${naira(r.stakedToday)} of ${naira(r.minStake)} staked today`;
  switch (r.state) {
    case 'claimed':
      return { text: `Claimed ${naira(r.amount)} at VIP ${r.level}, ${formatDateTime(r.claimedAt)}`, tone: 'green' };
    case 'ready':
      return { text: `${naira(r.amount)} ready to claim at VIP ${r.level} (${staked})`, tone: 'gold' };
    case 'stake':
      return { text: `${naira(r.amount)} at VIP ${r.level} once ${naira(r.stakeLeft)} more is staked (${staked})` };
    case 'none':
      return { text: `None at VIP ${r.level} (${staked})` };
    case 'barred':
      return { text: 'None: the member has lost betting, and the reward with it', tone: 'red' };
  }
}


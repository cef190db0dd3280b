import type { TAdminRole } from '../lib/roles.ts';

// The side menu by role (product rules, "Back office roles"): super_admin sees everything;
// auditor sees everything, read-only; trader the matches; finance the money screens; support the
// members and content. Areas whose screens are not built yet are listed (so each role sees its
// whole menu) and open a placeholder.

export type TArea = 'dashboard' | 'matches' | 'bets' | 'finance' | 'members' | 'content' | 'configuration' | 'audit' | 'admins';

/** The roles (besides super_admin and auditor) that work in each area. */
const AREA_ROLES: Record<TArea, readonly TAdminRole[]> = {
  dashboard: ['trader', 'finance', 'support'],
  matches: ['trader'],
  // Not in the product rules' list: traders watch a match's book, support answers "where is my
  // bet", finance follows a stake's postings.
  bets: ['trader', 'finance', 'support'],
  finance: ['finance'],
  members: ['support'],
  content: ['support'],
  configuration: [],
  audit: [],
  admins: [],
};

export type TMenuLeaf = { key: string; label: string; path: string; area: TArea; ready: boolean };
export type TMenuGroup = { key: string; label: string; area: TArea; children: TMenuLeaf[] };
export type TMenuEntry = TMenuLeaf | TMenuGroup;

export const MENU: readonly TMenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', area: 'dashboard', ready: true },
  { key: 'matches', label: 'Matches', path: '/matches', area: 'matches', ready: true },
  { key: 'bets', label: 'Bets', path: '/bets', area: 'bets', ready: true },
  {
    key: 'finance',
    label: 'Finance',
    area: 'finance',
    children: [
      { key: 'withdrawals', label: 'Withdrawals', path: '/finance/withdrawals', area: 'finance', ready: true },
      { key: 'deposits', label: 'Deposits', path: '/finance/deposits', area: 'finance', ready: true },
      { key: 'bank-accounts', label: 'Bank accounts', path: '/finance/bank-accounts', area: 'finance', ready: true },
      { key: 'ledger', label: 'Ledger check', path: '/finance/ledger', area: 'finance', ready: true },
      { key: 'corrections', label: 'Balance corrections', path: '/finance/corrections', area: 'finance', ready: true },
    ],
  },
  { key: 'members', label: 'Members', path: '/members', area: 'members', ready: true },
  { key: 'content', label: 'Content', path: '/content', area: 'content', ready: true },
  { key: 'configuration', label: 'Configuration', path: '/configuration', area: 'configuration', ready: true },
  { key: 'audit', label: 'Audit log', path: '/audit', area: 'audit', ready: true },
  { key: 'admins', label: 'Admins', path: '/admins', area: 'admins', ready: true },
];

export function canSeeArea(role: string, area: TArea): boolean {
  if (role === 'super_admin' || role === 'auditor') return true;
  return AREA_ROLES[area].some((r) => r === role);
}

/** Auditors read everything and change nothing. */
export function canChangeArea(role: string, area: TArea): boolean {
  if (role === 'super_admin') return true;
  if (role === 'auditor') return false;
  return AREA_ROLES[area].some((r) => r === role);
}

export function menuFor(role: string): TMenuEntry[] {
  return MENU.filter((entry) => canSeeArea(role, entry.area));
}

const leaves = (entries: readonly TMenuEntry[]): TMenuLeaf[] => entries.flatMap((e) => ('children' in e ? e.children : [e]));

/** Where a role lands after signing in: its first built screen, else its first screen. */
export function homePathFor(role: string): string {
  const visible = leaves(menuFor(role));
  return (visible.find((l) => l.ready) ?? visible[0])?.path ?? '/no-access';
}

/** The menu leaf a route path belongs to (for the highlighted entry and the area check). */
export function leafForPath(pathname: string): TMenuLeaf | null {
  return leaves(MENU).find((l) => pathname === l.path || pathname.startsWith(`${l.path}/`)) ?? null;
}

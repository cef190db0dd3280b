// Spec 2's switchTab keeps a tab page alive in the original app: coming back to a tab shows it as
// the member left it. Here pages are rebuilt from the address, so each tab's last query
// (?day=1&league=NPFL) is remembered and given back when the member switches to that tab (QA:
// Results went back to Today after a trip to Matches). Only the tab bar's switches use it: other
// ways to a tab (a link, a relaunch after sign-in) name their own address.

const lastQuery = new Map<string, string>();

/** The query the tab's page is showing now ("?day=-1", or "" for none). */
export function rememberTabQuery(tab: string, search: string): void {
  lastQuery.set(tab, search === '?' ? '' : search);
}

/** Where the tab bar takes the member for `tab`: its path with the query it was left with. */
export function tabTarget(tab: string, path: string): string {
  return `${path}${lastQuery.get(tab) ?? ''}`;
}

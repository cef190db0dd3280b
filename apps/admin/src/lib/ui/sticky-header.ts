// The signed-in top bar (app/admin-layout.tsx: clock, identity, sign out) sticks to the top of the
// window. A table whose header sticks too must stick it just below the bar, and the bar must stay
// above it: antd's sticky table header sits at z-index 19, fixed columns lower, while menus,
// pop-ups and dialogs (1000 and up) still open over the bar.

export const TOP_BAR_HEIGHT = 48;
export const TOP_BAR_Z_INDEX = 100;

/** A Table's `sticky`: its header stays visible under the top bar while the page scrolls. */
export const STICKY_BELOW_TOP_BAR = { offsetHeader: TOP_BAR_HEIGHT } as const;

/**
 * antd's messages (App message config) come down below the bar, with antd's own 8 px gap: at the
 * window's top they covered the clock, and the title of a drawer opened while one showed ("Match
 * priced…" over "Selection FT 1-1", QA). A drawer's title row is lower than the bar.
 */
export const MESSAGES_BELOW_TOP_BAR = { top: TOP_BAR_HEIGHT + 8 } as const;

import { readStored } from '../lib/storage.ts';

// Spec 2: a stored theme of 'christmas' adds the seasonal stylesheet; anything else removes it.
// The sheet lives in public/themes so the season can change without a rebuild.

export const THEME_STORAGE_KEY = 'theme';
export const SEASONAL_STYLESHEET_ID = 'theme-christmas';
const SEASONAL_STYLESHEET_HREF = './themes/christmas.css';

export function applySeasonalTheme(doc: Document = document): void {
  const wanted = readStored(THEME_STORAGE_KEY) === 'christmas';
  const existing = doc.getElementById(SEASONAL_STYLESHEET_ID);
  if (wanted && !existing) {
    const link = doc.createElement('link');
    link.id = SEASONAL_STYLESHEET_ID;
    link.rel = 'stylesheet';
    link.href = SEASONAL_STYLESHEET_HREF;
    doc.head.appendChild(link);
  } else if (!wanted && existing) {
    existing.remove();
  }
  doc.documentElement.dataset.theme = wanted ? 'christmas' : 'default';
}

/** Follows changes made in another tab (or by support asking a member to switch it off). */
export function watchSeasonalTheme(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applySeasonalTheme();
  });
}

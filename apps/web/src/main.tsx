import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { firstPageSettled } from './app/retryable-lazy.tsx';
import { lockDocumentTitle } from './app/document-title.ts';
import { relaunchIfNotAllowed } from './app/launch.ts';
import { createQueryClient } from './app/query-client.ts';
import { applySeasonalTheme, watchSeasonalTheme } from './app/seasonal-theme.ts';
import { followSessionAcrossTabs } from './app/session-across-tabs.ts';
import { checkVersionOnLaunch } from './app/version-check.ts';
import { installKeyboardAccess } from './app/keyboard-access.ts';
import { installModalFocusTrap } from './lib/focus-trap.ts';
import { installOverlayHistory } from './lib/back-closes.ts';
import { installZoomGuard } from './app/zoom-guard.ts';
import { currentLanguage, ensureErrorMessages, initI18n } from './lib/i18n.ts';
import { preloadNotify } from './lib/notify.ts';
import { isLoggedIn } from './lib/session-token.ts';
import { readMemberAtLaunch } from './features/session/login-member-query.ts';

/** How long the launch's own preloads wait after the first page's code, for that page's further parts. */
const AFTER_FIRST_PAGE_MS = 2_000;

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1500);
}

async function boot(): Promise<void> {
  installZoomGuard();
  installKeyboardAccess();
  installModalFocusTrap();
  applySeasonalTheme();
  watchSeasonalTheme();
  lockDocumentTitle();
  followSessionAcrossTabs();
  relaunchIfNotAllowed();
  // After the launch guard, which may replace the entry a reload left.
  installOverlayHistory();

  const queryClient = createQueryClient();
  // A signed-in member's first screen shows their balance: it is asked for now, while the texts and
  // the page's code download, not once that code has run (slow 3G: the read left 7 s after the
  // app's own script, and the balance came 2 s after the page).
  if (isLoggedIn()) void readMemberAtLaunch(queryClient);

  // The remembered language must be in place before the first paint, or French and Thai
  // members would see English flash first.
  await initI18n();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

  void checkVersionOnLaunch();
  // Error texts and the Toast/Dialog code are not needed to paint; fetch them once the first page's
  // code is in, and after the parts that page asks for as it renders (Home's match cards): on a slow
  // network each download holds one of six connections, and these went ahead of the page's own.
  void firstPageSettled.then(() =>
    setTimeout(
      () =>
        whenIdle(() => {
          void ensureErrorMessages().catch(() => undefined);
          void import('./lib/antd-locale.ts').then((antd) => antd.applyAntdLocale(currentLanguage())).catch(() => undefined);
          preloadNotify();
        }),
      AFTER_FIRST_PAGE_MS,
    ),
  );
}

void boot();

import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
import { ensureErrorMessages, initI18n } from './lib/i18n.ts';
import { preloadNotify } from './lib/notify.ts';

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

  // The remembered language must be in place before the first paint, or French and Thai
  // members would see English flash first.
  await initI18n();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );

  void checkVersionOnLaunch();
  // Error texts and the Toast/Dialog code are not needed to paint; fetch them once the page is up.
  whenIdle(() => {
    void ensureErrorMessages().catch(() => undefined);
    preloadNotify();
  });
}

void boot();

import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-load-error.ts';
import { BrandMark } from './icons.tsx';
import { retryFailedPages } from './retryable-lazy.tsx';
import { reloadFailedStylesheets } from './stylesheet-retry.ts';
import './route-error.css';

// Shown when a page fails to render or its code cannot load. Its code failing to load is most
// often the network dropping between a tap and the next page (after "Place bet", say): that is
// said as a connection problem that may have left the action done, and mended in place, by
// "Try again" or by itself when the connection returns. A reload is kept for what only a reload
// fixes (a deploy replaced the chunk files while this tab was open, a page's own bug), and only
// online: offline it would show the browser's offline page instead of the app.

type TRetryBy = 'member' | 'online' | 'probe';

/** How often the page asks whether the app's server answers again, while its code could not load. */
const PROBE_MS = 10_000;

/** Whether the server the app's files come from answers (a small file it never lets a cache keep). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(new URL('runtime-config.js', document.baseURI), { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function RouteErrorMessage({ error, onRetry, probe }: { error: unknown; onRetry: (by: TRetryBy) => void; /** Ask the server now and then (not once a try made on its answer failed too). */ probe: boolean }) {
  const { t } = useTranslation();
  const offline = isChunkLoadError(error);

  useEffect(() => {
    if (!offline) return;
    const retry = () => onRetry('online');
    window.addEventListener('online', retry);
    // The phone may be online while the server is out of reach (a restart, a dropped route): no
    // "online" event comes then, so the page asks the server now and then and comes back once it
    // answers (QA: it stayed on "No connection" after the server was back, until Try again).
    const timer = probe
      ? window.setInterval(() => {
        if (navigator.onLine) void serverAnswers().then((answers) => answers && onRetry('probe'));
      }, PROBE_MS)
      : undefined;
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [offline, onRetry, probe]);

  return (
    <div className="sl-route-error" role="alert" data-testid="route-error" data-reason={offline ? 'offline' : 'error'}>
      <BrandMark size={48} />
      {offline ? (
        <>
          <h1 className="sl-route-error__title">{t('routeError.offlineTitle')}</h1>
          <p className="sl-route-error__body">{t('routeError.offlineBody')}</p>
        </>
      ) : (
        <p>{t('common.unknownError')}</p>
      )}
      <Button color="primary" shape="rounded" onClick={() => onRetry('member')} data-testid="route-error-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

type TBoundaryProps = { children: ReactNode; /** A new value (the next page) clears the error. */ resetKey: string };
type TBoundaryState = {
  failedAt: string | null;
  error: unknown;
  /** The last try in place was made online: if the page failed again, only a reload can help. */
  retriedOnline: boolean;
  /** A try was made because the server answered, and the page failed again: asking it again would loop. */
  probeTried: boolean;
};

export class RouteErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { failedAt: null, error: null, retriedOnline: false, probeTried: false };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { failedAt: '', error };
  }

  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null, error: null, retriedOnline: false, probeTried: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  /**
   * Renders the page again, its failed code and stylesheets fetched anew (retryable-lazy.tsx,
   * stylesheet-retry.ts). The member's tap reloads instead, online only, when in place cannot
   * help: not a load failure (a page's bug), or a load that failed again although online (a
   * deploy removed the file, or a browser that keeps a failed import).
   */
  private readonly retry = (by: TRetryBy): void => {
    const online = navigator.onLine;
    if (by === 'member' && online && (!isChunkLoadError(this.state.error) || this.state.retriedOnline)) {
      window.location.reload();
      return;
    }
    // Stylesheets first: the page's code, imported again, does not wait for the ones that failed.
    void reloadFailedStylesheets().then(() => {
      retryFailedPages();
      this.setState((state) => ({ failedAt: null, error: null, retriedOnline: online, probeTried: state.probeTried || by === 'probe' }));
    });
  };

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorMessage error={this.state.error} onRetry={this.retry} probe={!this.state.probeTried} />;
  }
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingCount, subscribeLoading } from '../lib/loading-state.ts';
import './loading-bar.css';

// The global loading indicator: a slim bar at the top while API calls are in flight. It
// appears only after 200 ms (spec 9's loading delay) so fast answers do not flicker.

const SHOW_DELAY_MS = 200;

export function LoadingBar() {
  const busy = useSyncExternalStore(subscribeLoading, loadingCount, () => 0) > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div className={`sl-loading-bar${visible ? ' sl-loading-bar--on' : ''}`} role="progressbar" aria-hidden={!visible}
      aria-busy={visible} data-testid="loading-bar" />
  );
}

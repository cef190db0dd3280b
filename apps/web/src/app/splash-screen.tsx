import { BrandMark } from './icons.tsx';
import './splash-screen.css';

/** Shown while the first route's code loads (the router's HydrateFallback). */
export function SplashScreen() {
  return (
    <div className="sl-splash" role="status" aria-label="Scoreline">
      <BrandMark size={56} />
      <span className="sl-splash__name">Scoreline</span>
    </div>
  );
}

import { formatBps as formatBpsIn } from '@scoreline/contract/display';
import { currentLanguage } from './i18n.ts';

/** A rate in basis points as a percentage, in the app's language ("2%", French "2 %"). */
export function formatBps(bps: number): string {
  return formatBpsIn(bps, currentLanguage());
}

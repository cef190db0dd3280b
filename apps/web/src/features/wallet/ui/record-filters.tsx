import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatDay } from '../format.ts';
import { OperatorZone } from '../../../lib/operator-zone.tsx';
import { useOperatorToday } from '../../../lib/use-server-now.ts';
import { TIME_RANGE_OPTIONS, rangeDays, type TTimeRange } from '../time-ranges.ts';
import { rovingTabIndex } from '../../../lib/arrow-keys.ts';

type TRecordFiltersProps = {
  range: TTimeRange;
  onRange: (range: TTimeRange) => void;
  /** The second row: statuses or bill groups. */
  children?: ReactNode;
};

/** The sticky filter bar of the record pages: time range (spec 3), then the page's own filter. */
export function RecordFilters({ range, onRange, children }: TRecordFiltersProps) {
  const { t } = useTranslation('wallet');
  // Moves at the operator's midnight with the lists' own key, so a page left open over midnight
  // names the new days (QA) over the new days' records.
  const today = useOperatorToday();
  const days = rangeDays(range, new Date(today));
  const lang = currentLanguage();
  const from = formatDay(days.from, lang);
  const to = formatDay(days.to, lang);
  const chosen = TIME_RANGE_OPTIONS.findIndex((option) => option.value === range);
  return (
    <div className="sl-filters">
      <div className="sl-range" role="radiogroup" aria-label={t('range.label')} data-testid="range">
        {TIME_RANGE_OPTIONS.map((option, index) => (
          <button key={option.value} type="button" role="radio" aria-checked={option.value === range} tabIndex={rovingTabIndex(index, chosen)} onClick={() => onRange(option.value)}
            className={`sl-range__item${option.value === range ? ' sl-range__item--on' : ''}`} data-testid={`range-${option.value}`}>
            {t(`range.${option.key}`)}
          </button>
        ))}
      </div>
      {children}
      {/* Lagos days, said so on a phone whose clock is elsewhere, as the times are (QA: "Today" read "7 Dec" in New York on the 6th). */}
      <p className="sl-filters__span" data-testid="range-span">{from === to ? from : t('range.span', { from, to })}<OperatorZone now={today} /></p>
    </div>
  );
}

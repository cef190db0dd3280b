import { useTranslation } from 'react-i18next';
import { useMatchDetail } from '../betting-queries.ts';
import type { TBet } from '../betting-types.ts';
import './match-filter.css';

type TMatchFilterProps = {
  matchId: number;
  /** A bet of the list, when it has one: its teams name the match without asking for it. */
  bet: Pick<TBet, 'homeTeam' | 'awayTeam'> | undefined;
  onClear: () => void;
};

/**
 * My bets narrowed to one match (from the match's page or a notice about it): which match, and
 * the way back to all of them.
 */
export function MatchFilter({ matchId, bet, onClear }: TMatchFilterProps) {
  const { t } = useTranslation('betting');
  // Only a list with no bet on it asks the match for its name.
  const detail = useMatchDetail(bet ? undefined : matchId);
  const teams = bet ?? detail.data?.match;
  return (
    <div className="sl-match-filter" data-testid="order-match-filter">
      <span className="sl-match-filter__text">
        {t('orders.onMatch')}{' '}
        {teams ? (
          <b data-testid="order-match-filter-teams">{teams.homeTeam} <i>{t('match.versus')}</i> {teams.awayTeam}</b>
        ) : detail.isPending ? (
          <span className="sl-skel sl-skel--w35" />
        ) : (
          <b data-testid="order-match-filter-teams">{t('orders.unknownMatch')}</b>
        )}
      </span>
      <button type="button" className="sl-match-filter__clear" onClick={onClear} data-testid="order-match-filter-clear">{t('orders.allMatches')}</button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import type { TBetTotals } from '../betting-types.ts';
import { signedAmount } from '../../../lib/signed-amount.ts';
import './bet-totals.css';

/**
 * What the bets My bets' filter finds add up to, over every page (the server sums them): a member
 * scrolling 40 bets of a month should not have to add them up to know where they stand. Profit and
 * loss is of settled bets only; what still rides on a result is said beside it.
 */
export function BetTotals({ totals }: { totals: TBetTotals }) {
  const { t } = useTranslation('betting');
  const pnl = signedAmount(totals.profitAndLoss);
  const pnlTone = { credit: ' sl-bet-totals__won', debit: ' sl-bet-totals__loss', zero: '' }[pnl.sign];
  return (
    <section className="sl-bet-totals" data-testid="bet-totals" aria-label={t('orders.totals', { count: totals.count })}>
      {/* Said when a filter or range changes what is found (QA: the list changed in silence). */}
      <p className="sl-bet-totals__count" role="status" data-testid="bet-totals-count">{t('orders.totals', { count: totals.count })}</p>
      <dl className="sl-bet-totals__cells">
        <div>
          <dt>{t('orders.totalStaked')}</dt>
          <dd className="sl-money" data-testid="bet-totals-staked">{formatKobo(totals.staked)}</dd>
        </div>
        <div>
          <dt>{t('orders.totalReturned')}</dt>
          <dd className="sl-money" data-testid="bet-totals-returned">{formatKobo(totals.returned)}</dd>
        </div>
        <div>
          <dt>{t('orders.pnl')}</dt>
          <dd className={`sl-money${pnlTone}`} data-testid="bet-totals-pnl">{pnl.text}</dd>
        </div>
      </dl>
      {totals.waiting > 0 && <p className="sl-bet-totals__waiting" data-testid="bet-totals-waiting">{t('orders.totalWaiting', { amount: formatKobo(totals.waiting) })}</p>}
    </section>
  );
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { BallIcon, DepositIcon, GiftIcon, MegaphoneIcon, UserPlusIcon, WithdrawIcon } from '../../../app/icons.tsx';
import { TransferIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { BILL_GROUPS, fixtureWithVersus, humanizeKind } from '../../../features/wallet/bill.ts';
import { signedAmount } from '../../../lib/signed-amount.ts';
import { formatDateTime } from '../../../features/wallet/format.ts';
import { billMemoView, reasonText } from '../../../features/wallet/system-reasons.ts';
import { useTimeRangeParam } from '../../../features/wallet/use-time-range-param.ts';
import { oneOf, useSearchParamState } from '../../../lib/search-param-state.ts';
import { useBillList } from '../../../features/wallet/wallet-queries.ts';
import { uniqueRows } from '../../../lib/cursor-pages.ts';
import type { TBillEntry, TBillGroup } from '../../../features/wallet/wallet-types.ts';
import { FilterChips } from '../../../features/wallet/ui/filter-chips.tsx';
import { RecordFilters } from '../../../features/wallet/ui/record-filters.tsx';
import { RecordList } from '../../../features/wallet/ui/record-list.tsx';
import { i18n } from '../../../lib/i18n.ts';
import '../../../features/wallet/ui/wallet-ui.css';
import './bill-page.css';

/** A picture per bill group: the spec's group letters (B, R...) are English initials, not words a member reads. */
const GROUP_ICONS: Record<TBillGroup, ComponentType> = {
  M: GiftIcon,
  R: DepositIcon,
  W: WithdrawIcon,
  B: BallIcon,
  C: UserPlusIcon,
  X: TransferIcon,
  P: MegaphoneIcon,
};

/**
 * The label of an entry's kind: the app's own text when it has one, else the kind made readable.
 * A correction's new settlement is no first settlement: said so (QA read "Bet settled" twice).
 */
function kindLabel(entry: Pick<TBillEntry, 'kind' | 'group'>): string {
  const kind = entry.kind === 'bet_settle' && entry.group === 'X' ? 'bet_settle_corrected' : entry.kind;
  return i18n.t(`bill.kind.${kind}`, { ns: 'wallet', defaultValue: humanizeKind(kind) });
}

/** The correction a line comes from, in the member's language: "Arsenal v Chelsea · Full time corrected to 0-2 · VAR" (one text per period: French agrees with each). */
function CorrectionLine({ correction, withFixture = true }: { correction: NonNullable<TBillEntry['correction']>; withFixture?: boolean }) {
  const period = i18n.t(`detail.${correction.period}`, { ns: 'betting' });
  return (
    <>
      {withFixture && <>{fixtureWithVersus(correction.fixture, i18n.t('match.versus', { ns: 'betting' }))} ·{' '}</>}
      <span className="sl-nowrap">{i18n.t(`bill.correctedTo${correction.period}`, { ns: 'wallet', period, score: correction.score })}</span>
      {correction.reason && <> · {correction.reason}</>}
    </>
  );
}

/**
 * The bet a line is about, in the member's language: "Arsenal v Chelsea · Full time 2-1 · Correct
 * score". The server's memo is English; lines about a bet are named from their bet instead.
 */
function BetLine({ bet }: { bet: NonNullable<TBillEntry['bet']> }) {
  const t = (key: 'FT' | 'HT' | 'correct' | 'incorrect' | 'other') => i18n.t(`detail.${key}`, { ns: 'betting' });
  const pick = bet.selection === 'other' ? t('other') : bet.selection;
  // The period and its score stay together on one line (a narrow Thai line broke "1-" from "0"),
  // and so does the kind of bet (Thai broke "สกอร์ถูกต้อง" inside "ถูกต้อง", QA).
  return (
    <>
      {fixtureWithVersus(bet.fixture, i18n.t('match.versus', { ns: 'betting' }))} · <span className="sl-nowrap">{t(bet.period)} {pick}</span> · <span className="sl-nowrap">{t(bet.betType)}</span>
    </>
  );
}

const readGroup = oneOf(BILL_GROUPS, undefined);

/** /pages/me/report/bill: every change of the available balance, by bill group (spec 4) and time range. */
export function BillPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const [range, setRange] = useTimeRangeParam();
  const [group, setGroup] = useSearchParamState<TBillGroup | undefined>('group', readGroup, undefined);
  const list = useBillList({ range, group });
  const items = uniqueRows(list.data);

  return (
    <div className="sl-page sl-wallet-page" data-testid="bill-page">
      <PageHeader title={tApp('routes.billReport')} />
      <RecordFilters range={range} onRange={setRange}>
        <FilterChips label={t('bill.group.label')} testId="bill-group" value={group} onChange={setGroup}
          options={[{ value: undefined, label: t('common.all') }, ...BILL_GROUPS.map((value) => ({ value, label: t(`bill.group.${value}`) }))]} />
      </RecordFilters>
      <main className="sl-content">
        <RecordList testId="bill-list" items={items} keyOf={(item) => item.id} pending={list.isPending} error={list.error}
          hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} retry={() => void list.refetch()}
          emptyTitle={t('bill.empty')} emptyBody={t('bill.emptyBody')}
          renderItem={(entry) => <BillRow entry={entry} onOpenBet={(id) => open(`${routePath('orderView')}?id=${id}`)} />} />
      </main>
    </div>
  );
}

/** One line of the bill; a line about a bet opens that bet (its order shows the reference, the odds and the outcome). */
function BillRow({ entry, onOpenBet }: { entry: TBillEntry; onOpenBet: (betId: number) => void }) {
  const { t } = useTranslation('wallet');
  const amount = signedAmount(entry.amount);
  const GroupIcon = GROUP_ICONS[entry.group];
  const memo = billMemoView(entry);
  const bet = entry.bet;
  const Row = bet ? 'button' : 'div';
  return (
    <Row {...(bet ? { type: 'button' as const, onClick: () => onOpenBet(bet.id) } : {})} className={`sl-bill-row${bet ? ' sl-bill-row--link' : ''}`}
      data-testid="bill-row" data-entry-id={entry.id} data-group={entry.group} data-kind={entry.kind}>
      <span className={`sl-bill-row__group sl-bill-row__group--${amount.sign}`} title={t(`bill.group.${entry.group}`)} aria-label={t(`bill.group.${entry.group}`)}>
        <GroupIcon />
      </span>
      <span className="sl-record__body">
        <span className="sl-record__line">
          <span className="sl-record__title">{kindLabel(entry)}</span>
          <span className={`sl-record__amount sl-bill-row__amount--${amount.sign}`} data-testid="bill-amount">{amount.text}</span>
        </span>
        <span className="sl-record__line">
          <span className="sl-record__sub">{formatDateTime(entry.at)}</span>
          <span className="sl-bill-row__balance" data-testid="bill-balance">{t('bill.balanceAfter', { amount: formatKobo(entry.balanceAfter) })}</span>
        </span>
        {entry.bet ? (
          <>
            <span className="sl-bill-row__memo" data-testid="bill-bet"><BetLine bet={entry.bet} /></span>
            {/* A bet's line a correction moved says which correction, and why (QA: only the member's pick showed, read as the result);
                with its match when that is another (a cover repaid from this bet's returned stake). */}
            {entry.correction && <span className="sl-bill-row__memo" data-testid="bill-correction"><CorrectionLine correction={entry.correction} withFixture={entry.correction.fixture !== entry.bet.fixture} /></span>}
          </>
        ) : entry.correction ? (
          <span className="sl-bill-row__memo" data-testid="bill-correction"><CorrectionLine correction={entry.correction} /></span>
        ) : (
          memo && <span className="sl-bill-row__memo" data-testid="bill-memo">{reasonText(memo, t)}</span>
        )}
      </span>
    </Row>
  );
}

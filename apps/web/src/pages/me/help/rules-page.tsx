import { useTranslation } from 'react-i18next';
import type { TPublishedRules } from '@scoreline/contract/api/rules-endpoints';
import { formatKobo, formatOdds } from '@scoreline/contract/display';
import { GRID_MAX_GOALS } from '@scoreline/contract/odds/selections';
import { formatBps } from '../../../features/betting/odds.ts';
import { Facts, HelpPage, HelpSection, Points, RulesPending } from './help-parts.tsx';
import { usePublishedRules } from './rules-query.ts';
import { WalletRules, Winnings } from './rules-money.tsx';

/**
 * /pages/me/help/notice (spec 2: rules and terms): how bets are placed, paid, cancelled and
 * settled, with the operator's current values from GET /web/rules. Public: a visitor reads it
 * before signing up (from the register page too, where `onBack` closes its sheet).
 */
export function RulesPage({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation('help');
  const { t: tApp } = useTranslation();
  const rules = usePublishedRules();
  return (
    <HelpPage testId="rules-page" title={tApp('routes.rules')} onBack={onBack}>
      <p className="sl-help__intro">{t('rules.intro')}</p>
      {rules.data ? <RulesSections rules={rules.data} /> : <RulesPending failed={rules.isError} onRetry={() => void rules.refetch()} />}
    </HelpPage>
  );
}

function RulesSections({ rules }: { rules: TPublishedRules }) {
  const { t } = useTranslation('help');
  const { betting } = rules;
  const hours = rules.settlement.postponedGraceHours;
  return (
    <>
      <HelpSection title={t('rules.limitsTitle')} testId="rules-limits">
        <Facts testId="rules-limit" rows={[
          { id: 'min-stake', label: t('rules.minStake'), value: formatKobo(betting.minStake) },
          { id: 'max-stake', label: t('rules.maxStake'), value: formatKobo(betting.maxStake) },
          { id: 'selection-total', label: t('rules.selectionTotal'), value: formatKobo(betting.selectionTotal) },
          { id: 'handling-fee', label: t('rules.handlingFee'), value: formatBps(betting.handlingFeeBps) },
          { id: 'min-price', label: t('rules.minPrice'), value: formatOdds(betting.minPrice) },
          {
            id: 'closing',
            label: t('rules.closing'),
            value: betting.closeMinutesBeforeKickoff > 0 ? t('rules.closingBefore', { minutes: betting.closeMinutesBeforeKickoff }) : t('rules.closingAtKickoff'),
          },
          { id: 'postponed', label: t('rules.postponed'), value: t('rules.postponedValue', { hours }) },
        ]} />
        <p className="sl-help__note">{t('rules.matchLimits')}</p>
      </HelpSection>

      <HelpSection title={t('rules.marketsTitle')} testId="rules-markets">
        <Points items={[
          t('rules.markets'),
          t('rules.grid', { ft: GRID_MAX_GOALS.FT, ht: GRID_MAX_GOALS.HT, ftOther: GRID_MAX_GOALS.FT + 1, htOther: GRID_MAX_GOALS.HT + 1 }),
          t('rules.correct'),
          t('rules.incorrect'),
          t('rules.other'),
          t('rules.halves'),
        ]} />
      </HelpSection>

      <HelpSection title={t('rules.placingTitle')} testId="rules-placing">
        <Points items={[
          t('rules.odds'),
          t('rules.priceMove'),
          t('rules.withheld', { price: formatOdds(betting.minPrice) }),
          t('rules.stakeLimits', { min: formatKobo(betting.minStake), max: formatKobo(betting.maxStake), total: formatKobo(betting.selectionTotal) }),
          t('rules.dailyLimit'),
          t('rules.closingRule'),
          t('rules.frozen'),
          t('rules.eligibility', { age: rules.minAge }),
        ]} />
      </HelpSection>

      <Winnings rules={rules} />

      <HelpSection title={t('rules.settleTitle')} testId="rules-settlement">
        <Points items={[t('rules.results'), t('rules.bill')]} />
      </HelpSection>

      <HelpSection title={t('rules.cancelTitle')} testId="rules-cancel">
        <Points items={[t('rules.cancel'), t('rules.cancelVip'), t('rules.cancelNot')]} />
      </HelpSection>

      <HelpSection title={t('rules.specialTitle')} testId="rules-special">
        <Points items={[t('rules.postponedRule', { hours, allowance: rules.settlement.playAllowanceHours }), t('rules.abandonedRule'), t('rules.voidRule')]} />
      </HelpSection>

      <HelpSection title={t('rules.correctionTitle')} testId="rules-corrections">
        <Points items={[t('rules.correction'), t('rules.correctionKept')]} />
      </HelpSection>

      <WalletRules rules={rules} />

      <p className="sl-help__note sl-help__note--center">{t('rules.responsible')}</p>
    </>
  );
}

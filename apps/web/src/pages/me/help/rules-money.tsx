import { useTranslation } from 'react-i18next';
import type { TPublishedRules } from '@scoreline/contract/api/rules-endpoints';
import { formatKobo, formatOdds } from '@scoreline/contract/display';
import { formatBps, winPreview } from '../../../features/betting/odds.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Facts, HelpSection, Points } from './help-parts.tsx';
import { exampleBet } from './rules-format.ts';
import { weekdaysText } from '../../../lib/weekdays.ts';

// The money parts of the rules: what a winning bet pays (with a worked example at the current
// handling fee and VIP bonus, by the same arithmetic as the bet slip) and the wallet's limits.

export function Winnings({ rules }: { rules: TPublishedRules }) {
  const { t } = useTranslation('help');
  const fee = rules.betting.handlingFeeBps;
  const example = exampleBet(rules);
  const bonus = example.vip?.oddsBonusBps ?? 0;
  const paid = winPreview(example.stake, example.odds, bonus, fee);
  const formulas = [
    { id: 'win', name: t('rules.winAmount'), rule: t('rules.winAmountRule') },
    { id: 'profit', name: t('rules.profit'), rule: t('rules.profitRule') },
    { id: 'vip', name: t('rules.vipAward'), rule: t('rules.vipAwardRule') },
    { id: 'fee', name: t('rules.handlingFeeLine'), rule: t('rules.handlingFeeRule', { fee: formatBps(fee) }) },
    { id: 'actual', name: t('rules.actualWin'), rule: t('rules.actualWinRule') },
  ];
  return (
    <HelpSection title={t('rules.winTitle')} testId="rules-winnings">
      <ul className="sl-help__formulas">
        {formulas.map((f) => (
          <li key={f.id} data-testid={`rules-formula-${f.id}`}>
            <strong>{f.name}</strong> = {f.rule}
          </li>
        ))}
      </ul>
      <Points items={[t('rules.truncation'), t('rules.fixedTerms'), t('rules.lost')]} />
      <div className="sl-help__example" data-testid="rules-example">
        <h3>{t('rules.exampleTitle')}</h3>
        <p>
          {t('rules.example', { stake: formatKobo(example.stake), odds: formatOdds(example.odds), level: example.vip?.level ?? 0, bonus: formatBps(bonus), fee: formatBps(fee) })}
        </p>
        <Facts testId="rules-example" rows={[
          { id: 'win', label: t('rules.winAmount'), value: formatKobo(paid.win) },
          { id: 'profit', label: t('rules.profit'), value: formatKobo(paid.profit) },
          { id: 'vip', label: t('rules.vipAward'), value: `+${formatKobo(paid.vipAward)}` },
          { id: 'fee', label: t('rules.handlingFeeLine'), value: `−${formatKobo(paid.handlingFee)}` },
          { id: 'actual', label: <strong>{t('rules.actualWin')}</strong>, value: <strong>{formatKobo(paid.actualWin)}</strong> },
        ]} />
      </div>
    </HelpSection>
  );
}

export function WalletRules({ rules }: { rules: TPublishedRules }) {
  const { t } = useTranslation('help');
  const { deposit, withdrawal } = rules;
  const { usdt } = withdrawal;
  const lastTier = usdt.feeTiers.at(-1);
  const tiers = [
    ...usdt.feeTiers.map((tier) => t('rules.usdtTier', { percent: formatBps(tier.bps), upTo: tier.upTo })),
    ...(lastTier ? [t('rules.usdtNoFee', { upTo: lastTier.upTo })] : []),
  ];
  return (
    <HelpSection title={t('rules.walletTitle')} testId="rules-wallet">
      <Points items={[
        t('rules.deposit', { min: formatKobo(deposit.min), max: formatKobo(deposit.max), minutes: deposit.timeoutMinutes }),
        t('rules.withdraw', { min: formatKobo(withdrawal.min), max: formatKobo(withdrawal.max), fee: formatBps(withdrawal.feeBps), feeMin: formatKobo(withdrawal.feeMin) }),
        t('rules.withdrawPace', { minutes: withdrawal.intervalMinutes, count: withdrawal.maxOpen }),
        t('rules.withdrawVip', { times: withdrawal.vipResetAfter }),
        t('rules.usdt', {
          min: usdt.minUsdt,
          days: weekdaysText(usdt.openDays, currentLanguage()),
          from: usdt.openFrom,
          to: usdt.openTo,
          arrivalFrom: usdt.arrivalHours.from,
          arrivalTo: usdt.arrivalHours.to,
        }),
        ...(tiers.length > 0 ? [t('rules.usdtFees', { tiers: tiers.join(', ') })] : []),
      ]} />
    </HelpSection>
  );
}

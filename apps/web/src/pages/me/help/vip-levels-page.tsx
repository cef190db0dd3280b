import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { TPublishedRules, TVipLevelRule } from '@scoreline/contract/api/rules-endpoints';
import { formatKobo } from '@scoreline/contract/display';
import { VipBadge } from '../../../app/vip-badge.tsx';
import { formatBps } from '../../../features/betting/odds.ts';
import { DailyRewardCard } from '../../../features/vip-reward/ui/daily-reward-card.tsx';
import { useDailyReward } from '../../../features/vip-reward/vip-reward-queries.ts';
import { sessionQueryKeys } from '../../../features/session/session-query-keys.ts';
import { useRefreshWallet, useWalletSummary } from '../../../features/wallet/wallet-queries.ts';
import type { TWalletSummary } from '../../../features/wallet/wallet-types.ts';
import { isLoggedIn } from '../../../lib/session-token.ts';
import { Facts, HelpPage, HelpSection, Points, RulesPending } from './help-parts.tsx';
import { vipLevelRow } from '@scoreline/contract/vip-levels';
import { usePublishedRules } from './rules-query.ts';

type TRulesQuery = ReturnType<typeof usePublishedRules>;

/**
 * /pages/me/help/vipLev: the VIP table as the operator has it now (GET /web/rules), one card per
 * level, and how levels are reached and lost. A signed-in member sees their own level marked,
 * and today's daily reward under it (features/vip-reward).
 */
export function VipLevelsPage() {
  const { t } = useTranslation('help');
  const { t: tApp } = useTranslation();
  const rules = usePublishedRules();
  return (
    <HelpPage testId="vip-levels-page" title={tApp('routes.vipLevels')}>
      <p className="sl-help__intro">{t('vip.intro')}</p>
      {/* Only with a session: the wallet summary answers a visitor with 401, which sends them to sign in. */}
      {isLoggedIn() ? <MemberVip rules={rules} /> : <VipBody rules={rules} summary={undefined} />}
    </HelpPage>
  );
}

function MemberVip({ rules }: { rules: TRulesQuery }) {
  const summary = useWalletSummary();
  // Asked beside the summary, not after it: the card shows under the member's level once that is known.
  const reward = useDailyReward();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  // A claimed reward moves the balance: the wallet (summary, bill) and the signed-in member, whose
  // balance Home and Me show, are read again.
  const refreshMoney = () => Promise.all([refreshWallet(), queryClient.invalidateQueries({ queryKey: sessionQueryKeys.loginMember })]);
  return (
    <VipBody rules={rules} summary={summary.data}>
      {summary.data && <DailyRewardCard reward={reward} levels={rules.data?.vip.levels} currentLevel={summary.data.vipLevel} refreshMoney={refreshMoney} />}
    </VipBody>
  );
}

function VipBody({ rules, summary, children }: { rules: TRulesQuery; summary: TWalletSummary | undefined; children?: ReactNode }) {
  return (
    <>
      {summary && <YourLevel summary={summary} />}
      {children}
      {rules.data ? (
        <VipTable rules={rules.data} memberLevel={summary?.vipLevel} />
      ) : (
        <RulesPending failed={rules.isError} onRetry={() => void rules.refetch()} />
      )}
    </>
  );
}

function YourLevel({ summary }: { summary: TWalletSummary }) {
  const { t } = useTranslation('help');
  const next = summary.vipNext;
  return (
    <section className="sl-card sl-help__section sl-help__yours" data-testid="vip-yours">
      <VipBadge label={t('vip.level', { level: summary.vipLevel })} />
      <div>
        <p className="sl-help__yours-title">{t('vip.yours', { level: summary.vipLevel })}</p>
        <p className="sl-help__note">
          {!next ? t('vip.top') : next.remaining > 0 ? t('vip.next', { amount: formatKobo(next.remaining), level: next.level }) : t('vip.nextReached', { level: next.level })}
        </p>
      </div>
    </section>
  );
}

function VipTable({ rules, memberLevel }: { rules: TPublishedRules; memberLevel: number | undefined }) {
  const { t } = useTranslation('help');
  const { levels } = rules.vip;
  const yours = memberLevel === undefined ? undefined : vipLevelRow(levels, memberLevel)?.level;
  return (
    <>
      <ol className="sl-help__levels" data-testid="vip-table">
        {levels.map((row) => <LevelCard key={row.level} row={row} yours={row.level === yours} />)}
      </ol>
      <HelpSection title={t('vip.howTitle')} testId="vip-how">
        <Points items={[
          t('vip.climb'),
          t('vip.bonus'),
          t('vip.reward', { amount: formatKobo(rules.vip.dailyRewardMinStake) }),
          t('vip.reset', { times: rules.withdrawal.vipResetAfter }),
          t('vip.day'),
        ]} />
      </HelpSection>
    </>
  );
}

function LevelCard({ row, yours }: { row: TVipLevelRule; yours: boolean }) {
  const { t } = useTranslation('help');
  const testId = `vip-level-${row.level}`;
  return (
    <li className={`sl-card sl-help__section sl-help__level${yours ? ' sl-help__level--yours' : ''}`} data-testid={testId} aria-current={yours || undefined}>
      <h2 className="sl-help__title sl-help__level-title">
        <span>{t('vip.level', { level: row.level })}</span>
        {yours && <small className="sl-help__yours-tag" data-testid="vip-your-level">{t('vip.yourLevel')}</small>}
      </h2>
      <Facts testId={testId} rows={[
        { id: 'reach', label: t('vip.reach'), value: row.reachDeposits > 0 ? formatKobo(row.reachDeposits) : t('vip.reachStart') },
        { id: 'bonus', label: t('vip.oddsBonus'), value: formatBps(row.oddsBonusBps) },
        { id: 'reward', label: t('vip.dailyReward'), value: formatKobo(row.dailyReward) },
        { id: 'bet-limit', label: t('vip.dailyBetLimit'), value: formatKobo(row.dailyBetLimit) },
        { id: 'withdrawals', label: t('vip.dailyWithdrawals'), value: row.dailyWithdrawCount },
        { id: 'withdraw-amount', label: t('vip.dailyWithdrawAmount'), value: formatKobo(row.dailyWithdrawAmount) },
        { id: 'deposit-limit', label: t('vip.dailyDeposit'), value: formatKobo(row.dailyDepositLimit) },
      ]} />
    </li>
  );
}

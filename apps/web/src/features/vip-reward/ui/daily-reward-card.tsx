import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { formatKobo } from '@scoreline/contract/display';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { CheckIcon } from '../../../app/icons.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { answeredByTheApp, ApiError } from '../../../lib/api-envelope.ts';
import { textOfFailure } from '../../../lib/error-text.ts';
import { keepFocusWhenRemoved } from '../../../lib/focus-when-removed.ts';
import { markPage, showAlert, showToast } from '../../../lib/notify.ts';
import { operatorZoneNote } from '../../../lib/operator-time.ts';
import { rewardCardView, type TRewardLevel, type TRewardText } from '../reward-card.ts';
import { useClaimDailyReward, type useDailyReward } from '../vip-reward-queries.ts';

type TDailyRewardQuery = ReturnType<typeof useDailyReward>;

type TCardProps = {
  /** Today's reward (useDailyReward), asked by the page beside the member's level. */
  reward: TDailyRewardQuery;
  /** The operator's VIP table, while known: a level without a reward names the first level with one. */
  levels: readonly TRewardLevel[] | undefined;
  /** The member's level now (the wallet summary): a reward claimed at another level says so. */
  currentLevel: number | undefined;
  /** Reads again what else shows the balance and the level (wallet, bill, the signed-in member) after a claim or a refusal. */
  refreshMoney: () => Promise<unknown>;
};

/**
 * "Today's reward" on the VIP levels page (signed-in members): how far the day's stake is from
 * the minimum, the claim when it is reached, and when it was claimed. Styled by the help pages'
 * stylesheet (sl-help__reward), which the page brings.
 */
export function DailyRewardCard({ reward, levels, currentLevel, refreshMoney }: TCardProps) {
  const { t } = useTranslation('help');
  const { t: tApp } = useTranslation();
  if (reward.data) return <RewardBody reward={reward.data} levels={levels} currentLevel={currentLevel} refreshMoney={refreshMoney} />;
  if (reward.isError) {
    return (
      <section className="sl-card sl-help__section sl-help__reward sl-help__reward--failed" role="alert" data-testid="vip-reward" data-state="failed">
        <p>{t('reward.loadFailed')}</p>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void reward.refetch()}>
          {tApp('common.retry')}
        </Button>
      </section>
    );
  }
  return (
    <section className="sl-card sl-help__section sl-help__reward" aria-busy="true" data-testid="vip-reward" data-state="loading">
      <h2 className="sl-help__title">{t('reward.title')}</h2>
      {[70, 45].map((width) => <span key={width} className="sl-help__skel" style={{ width: `${width}%` }} />)}
    </section>
  );
}

function RewardBody({ reward, levels, currentLevel, refreshMoney }: { reward: TDailyReward } & Omit<TCardProps, 'reward'>) {
  const { t } = useTranslation('help');
  const { switchTab } = useAppNavigation();
  const { claim, claiming } = useClaimDailyReward(refreshMoney);
  // The last claim's answer was lost: until an answer comes, the card does not say "ready" (QA).
  const [unsure, setUnsure] = useState(false);
  const text: TRewardText = (key, values) => t(key, values);
  const view = rewardCardView(reward, { levels, zoneNote: operatorZoneNote(), currentLevel, unsure }, text);
  const onClaim = async () => {
    const page = markPage();
    // Claim goes with the ready state: the focus it held stays on the card, on what it says now.
    // Asked before the answer: the card may turn to claimed before the claim's promise settles here.
    keepFocusWhenRemoved(document.activeElement, ['[data-testid="vip-reward-lines"]']);
    const outcome = await claim(reward);
    // undefined: a tap while the first claim is on its way, which keeps its own.
    if (!outcome) return;
    setUnsure(outcome.kind === 'unsure');
    if (outcome.kind === 'claimed') {
      void showToast(t('reward.added', { amount: formatKobo(outcome.reward.amount) }), 'success');
    } else if (outcome.kind === 'unsure') {
      // Said until read: the card, read again, shows whether it went through.
      void showAlert({ content: t('reward.unsure'), page });
    } else if (!answeredByTheApp(outcome.failure)) {
      // Claimed already (from another device): the card, read again, shows it paid; not a failure (QA: a red cross).
      const claimedElsewhere = outcome.failure instanceof ApiError && outcome.failure.code === ERRORS.REWARD_ALREADY_CLAIMED.code;
      void showToast(await textOfFailure(outcome.failure), claimedElsewhere ? undefined : 'fail');
    }
  };

  return (
    <section className={`sl-card sl-help__section sl-help__reward sl-help__reward--${view.state}`} data-testid="vip-reward" data-state={view.state} aria-labelledby="vip-reward-title">
      <div className="sl-help__reward-head">
        <div className="sl-help__reward-name">
          <h2 id="vip-reward-title" className="sl-help__title">{t('reward.title')}</h2>
          {view.subtitle && <p className="sl-help__reward-sub">{view.subtitle}</p>}
        </div>
        {view.amount && (
          <b className="sl-help__reward-amount sl-money" data-testid="vip-reward-amount">
            {view.state === 'claimed' && <CheckIcon className="sl-help__reward-check" strokeWidth={2.4} />}
            {view.amount}
          </b>
        )}
      </div>
      {view.progress && (
        <div className="sl-help__reward-progress">
          <div className="sl-help__reward-bar" role="progressbar" aria-label={t('reward.progressName')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.progress.percent} aria-valuetext={view.progress.label}>
            <span style={{ width: `${view.progress.percent}%` }} />
          </div>
          <p className="sl-help__reward-staked sl-money" data-testid="vip-reward-staked">{view.progress.label}</p>
        </div>
      )}
      <div className="sl-help__reward-lines" data-testid="vip-reward-lines" tabIndex={-1}>
        {view.lines.map((line) => <p key={line}>{line}</p>)}
      </div>
      {view.claimLabel && (
        <Button block color="primary" shape="rounded" size="large" className="sl-help__reward-action" loading={claiming} disabled={claiming} onClick={() => void onClaim()} data-testid="vip-reward-claim">
          {view.claimLabel}
        </Button>
      )}
      {view.toMatchesLabel && (
        <Button block color="primary" fill="outline" shape="rounded" className="sl-help__reward-action" onClick={() => switchTab(routePath('match'))} data-testid="vip-reward-matches">
          {view.toMatchesLabel}
        </Button>
      )}
    </section>
  );
}

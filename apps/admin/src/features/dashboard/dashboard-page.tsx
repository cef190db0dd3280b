import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminApiName } from '../../lib/api-paths.ts';
import { amountColour } from '../../lib/amount-colour.ts';
import type { TDashboard } from '../../lib/api-types.ts';
import { formatCount, formatDateTime, naira, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { HelpTip } from '../../lib/ui/help-tip.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useMayCall } from '../../lib/session-hooks.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { buildChartRows, STAKES_COUNTED, VIP_REWARDS_HELP, VIP_REWARDS_HELP_FULL, VIP_REWARDS_LABEL, windowTotals, windowTotalsLine } from './dashboard-model.ts';

// The chart library comes with the chart, after the figures are on screen.
const DashboardChart = lazy(async () => ({ default: (await import('./dashboard-chart.tsx')).DashboardChart }));

export const dashboardKey = ['dashboard'] as const;

/** A figure; `signed` colours it by its sign (amount-colour.ts). */
function Stat({ title, value, sub, signed, testId }: { title: string; value: ReactNode; sub?: ReactNode; signed?: number; testId?: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Statistic title={title} value={value as string} valueStyle={{ fontSize: 20, color: signed === undefined ? undefined : amountColour(signed) }} />
      {sub && <div className="muted" style={{ marginTop: 2 }}>{sub}</div>}
    </Card>
  );
}

export function DashboardPage() {
  const q = useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => callApi<TDashboard>('adminDashboard', { signal }),
    refetchInterval: 60_000,
  });
  const d = q.data;
  const totals = d ? windowTotals(d.series) : null;
  const count = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={d ? `Today ${d.today.day} (${OPERATOR_TZ_LABEL}) · read ${formatDateTime(d.at)} · refreshed every minute` : `Today in ${OPERATOR_TZ_LABEL}`}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
            Refresh
          </Button>
        }
      />
      {q.error && <QueryError error={q.error} onRetry={() => void q.refetch()} />}
      {!d && !q.error && <Skeleton active />}
      {d && totals && (
        <>
          <Row gutter={[12, 12]}>
            <Col xs={12} lg={6} xl={4}>
              <Stat title="Deposits today" value={naira(d.today.deposits.amount)} sub={count(d.today.deposits.count, 'deposit')} testId="stat-deposits" />
            </Col>
            <Col xs={12} lg={6} xl={4}>
              <Stat title="Withdrawals today" value={naira(d.today.withdrawals.amount)} sub={count(d.today.withdrawals.count, 'payout')} />
            </Col>
            <Col xs={12} lg={6} xl={4}>
              <Stat title="Stakes today" value={naira(d.today.stakes.amount)} sub={`${count(d.today.stakes.count, 'bet')} placed, ${STAKES_COUNTED}`} />
            </Col>
            <Col xs={12} lg={6} xl={4}>
              <Stat title="Payouts today" value={naira(d.today.payouts.amount)} sub={count(d.today.payouts.count, 'winning bet')} />
            </Col>
            <Col xs={12} lg={6} xl={4}>
              {/* The operator's covers of corrected results count as what they are, the house's money (QA: left out). */}
              <Stat title="House result today" value={naira(d.today.houseResult)} signed={d.today.houseResult} sub="settled stakes − payouts − covers of corrected results" testId="stat-house-result" />
            </Col>
            <Col xs={12} lg={6} xl={4}>
              {/* Beside the house result, which they are not part of: the operator's other daily cost (decision 037). */}
              <Stat
                title={`${VIP_REWARDS_LABEL} today`}
                value={naira(d.today.vipRewards.amount)}
                sub={
                  <>
                    {count(d.today.vipRewards.count, 'claim')} ·{' '}
                    <HelpTip title={VIP_REWARDS_HELP_FULL}>{VIP_REWARDS_HELP}</HelpTip>
                  </>
                }
                testId="stat-vip-rewards"
              />
            </Col>
          </Row>
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            <Col xs={24} lg={8}>
              {/* The server's potentialPayout is what each open bet would pay if it won (stake ×
                  odds, VIP award and fee included, as the Exposure tab counts them), added up: bets
                  on different scores of one match cannot all win, so it is not the worst case.
                  Titled by what it adds up, the stakes (QA: "exposure" read as what the house
                  could pay). */}
              <Stat
                title="Open stakes"
                value={naira(d.openExposure.stake)}
                sub={
                  <>
                    {count(d.openExposure.count, 'open bet')} · sum of potential wins {naira(d.openExposure.potentialPayout)}{' '}
                    <HelpTip title="What each open bet would pay if it won (stake × odds, with its VIP award and less its fee), added up. Not all of them can win together (a match ends on one score): a match’s Exposure tab shows what each score would pay.">
                      (not all can win together)
                    </HelpTip>
                  </>
                }
                testId="stat-exposure"
              />
            </Col>
            <Col xs={24} sm={8} lg={4}>
              <Stat title="New members today" value={formatCount(d.today.newMembers)} sub={`${formatCount(totals.newMembers)} in 30 days`} />
            </Col>
            <Col xs={24} sm={16} lg={12}>
              <Card size="small" title="Waiting for review" style={{ height: '100%' }} data-testid="pending-reviews">
                <Row gutter={12}>
                  <Col span={8}>
                    <ReviewLink to="/finance/withdrawals" api="adminWithdrawals" count={d.pending.withdrawals} label="Withdrawals" />
                  </Col>
                  <Col span={8}>
                    <ReviewLink to="/finance/bank-accounts" api="adminBankAccounts" count={d.pending.bankAccounts} label="Bank accounts" />
                  </Col>
                  <Col span={8}>
                    <ReviewLink to="/finance/corrections" api="adminBalanceCorrections" count={d.pending.balanceCorrections} label="Balance corrections" />
                  </Col>
                </Row>
              </Card>
            </Col>
          </Row>
          <Card
            size="small"
            style={{ marginTop: 12 }}
            title="Last 30 days"
            extra={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {windowTotalsLine(totals)}
              </Typography.Text>
            }
          >
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <DashboardChart rows={buildChartRows(d.series)} />
            </Suspense>
          </Card>
        </>
      )}
    </>
  );
}

/** A queue's count, and a link to it for a role that may open it (a trader sees the counts, not dead links). */
function ReviewLink({ to, api, count, label }: { to: string; api: TAdminApiName; count: number; label: string }) {
  const may = useMayCall(api);
  const badge = <Badge count={count} showZero color={count ? '#fa8c16' : '#d9d9d9'} overflowCount={9999} />;
  return may ? (
    <Link to={to} data-testid={`review-${api}`}>
      {badge} {label}
    </Link>
  ) : (
    <span data-testid={`review-${api}`}>
      {badge} {label}
    </span>
  );
}

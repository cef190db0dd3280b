import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Descriptions, Form, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { betKeys } from '../../lib/bets/bet-keys.ts';
import { ScopedBets } from '../../lib/bets/scoped-bets.tsx';
import { EditOutlined, PauseCircleOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { EMPTY_VALUE, formatDateTime, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { ActionModal, ReasonField } from '../../lib/ui/action-modal.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { ExposureTab } from './exposure-tab.tsx';
import { LimitsTab } from './limits-tab.tsx';
import { matchKeys, useMatchPrices } from './matches-api.ts';
import { fixtureName, isPriced, isTradable, postponementText } from './match-states.ts';
import { MatchStateTag } from './match-state-tag.tsx';
import { PricesTab } from './prices-tab.tsx';
import { BettingSwitch, EditMatchModal } from './match-edit.tsx';
import { ResultsTab } from './results-tab.tsx';
import { serverNow } from '../../lib/server-clock.ts';

const TABS = ['prices', 'exposure', 'limits', 'results', 'bets'] as const;
type TTab = (typeof TABS)[number];

export function MatchPage() {
  const id = Number(useParams().id);
  // One screen per match: opened by address from another match's, the route keeps its components,
  // and #16's Results tab showed #15's typed 1-0 and the refusal under it (QA). Keyed by the match,
  // every tab's form, the dialogs and what they said start afresh.
  return <MatchScreen key={id} id={id} />;
}

function MatchScreen({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TTab) : 'prices';
  const prices = useMatchPrices(id);
  // Refresh reads again everything the page shows, every tab's figures and its bets, not the
  // header alone (QA: a colleague's result, or the postponement job's, stayed unseen in the tabs).
  const queryClient = useQueryClient();
  // Spins for this read only, not for the tabs' own polling.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void Promise.all([queryClient.invalidateQueries({ queryKey: matchKeys.match(id) }), queryClient.invalidateQueries({ queryKey: betKeys.all })]).finally(() => setRefreshing(false));
  };
  const maySuspend = useMayCall('adminSuspendMatch');
  const [suspending, setSuspending] = useState(false);
  const mayEdit = useMayCall('adminEditMatch');
  // A role that can change nothing here is told so once, at the top, rather than finding forms
  // greyed and buttons gone without a word (QA: the auditor).
  const mayPrice = useMayCall('adminPriceMatch');
  const mayEnterResults = useMayCall('adminEnterResult');
  const readOnly = !mayPrice && !mayEnterResults && !maySuspend && !mayEdit;
  const [editing, setEditing] = useState(false);
  const suspend = useAdminMutation<{ matchId: number; suspended: boolean; reason: string }>('adminSuspendMatch', {
    invalidate: [matchKeys.all],
    success: 'Match suspension changed',
  });

  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title="No such match" />;
  if (prices.error) return <QueryError error={prices.error} onRetry={() => void prices.refetch()} />;
  if (!prices.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const match = prices.data.match;

  return (
    <>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/matches">Matches</Link> }, { title: `#${match.id}` }]} />
      <PageHeader
        title={
          <span data-testid="match-title">
            {fixtureName(match)}{' '}
            <MatchStateTag match={match} style={{ verticalAlign: 'middle' }} />
            {match.suspended && (
              <Tag color="red" style={{ verticalAlign: 'middle' }}>
                Suspended
              </Tag>
            )}
            {match.bettable && (
              <Tag color="success" style={{ verticalAlign: 'middle' }}>
                Taking bets
              </Tag>
            )}
          </span>
        }
        subtitle={
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'league', label: 'League', children: match.league },
              { key: 'kickoff', label: `Kick-off (${OPERATOR_TZ_LABEL})`, children: formatDateTime(match.kickOffAt) },
              { key: 'closing', label: 'Betting closes', children: formatDateTime(match.closingAt) },
              { key: 'score', label: 'HT / FT', children: `${match.htScore ?? EMPTY_VALUE} / ${match.ftScore ?? EMPTY_VALUE}` },
            ]}
          />
        }
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} onClick={refresh} loading={refreshing} data-testid="match-refresh">
              Refresh
            </Button>
            {mayEdit && ((['scheduled', 'open', 'closed'].includes(match.state) && Date.parse(match.closingAt) > serverNow()) || match.state === 'postponed') && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-match">
                {match.state === 'postponed' ? 'Reschedule…' : 'Edit…'}
              </Button>
            )}
            <BettingSwitch match={match} priced={isPriced(prices.data)} />
            {/* The server lets traders suspend or lift a suspension only while the match is scheduled or open. */}
            {maySuspend && isTradable(match, serverNow()) && (
              <Button
                danger={!match.suspended}
                icon={match.suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
                onClick={() => setSuspending(true)}
                data-testid="suspend-match"
              >
                {match.suspended ? 'Lift suspension' : 'Suspend match'}
              </Button>
            )}
          </Space>
        }
      />
      {readOnly && <Alert type="info" showIcon title="Read-only: your role sees this match, its prices, results and bets, but does not change them." style={{ marginBottom: 12 }} data-testid="match-read-only" />}
      {prices.data.postponement && <Alert type="warning" showIcon title={postponementText(prices.data.postponement)} style={{ marginBottom: 12 }} data-testid="postponement" />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'prices', label: 'Prices', children: <PricesTab matchId={id} data={prices.data} /> },
          { key: 'exposure', label: 'Exposure', children: <ExposureTab matchId={id} /> },
          { key: 'limits', label: 'Limits', children: <LimitsTab matchId={id} /> },
          { key: 'results', label: 'Results & settlement', children: <ResultsTab matchId={id} /> },
          { key: 'bets', label: 'Bets', children: <ScopedBets scope={{ matchId: id }} testId="match-bets" /> },
        ]}
        destroyOnHidden
      />
      <EditMatchModal match={match} open={editing} onClose={() => setEditing(false)} />
      <ActionModal<{ reason: string }>
        open={suspending}
        title={match.suspended ? `Lift the suspension of ${fixtureName(match)}` : `Suspend ${fixtureName(match)}`}
        okText={match.suspended ? 'Lift suspension' : 'Suspend match'}
        danger={!match.suspended}
        onClose={() => setSuspending(false)}
        onSubmit={(v) => suspend.mutateAsync({ matchId: id, suspended: !match.suspended, reason: v.reason })}
      >
        <Form.Item>
          {match.suspended
            ? 'Members can bet on every selection that is not suspended on its own, until betting closes.'
            : 'No new bets on any selection of this match until you reopen it. Bets already placed stay as they are.'}
        </Form.Item>
        <ReasonField />
      </ActionModal>
    </>
  );
}

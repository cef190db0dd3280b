import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { TMatchExposure } from '../../lib/api-types.ts';
import { amountColour } from '../../lib/amount-colour.ts';
import { formatCount, formatDateTime, naira } from '../../lib/format.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { STICKY_BELOW_TOP_BAR } from '../../lib/ui/sticky-header.ts';
import { useMatchExposure } from './matches-api.ts';
import { selectionLabel } from './odds-grid-model.ts';

type TRow = {
  outcome: string;
  correctBets: number;
  correctStake: number;
  incorrectBets: number;
  incorrectStake: number;
  staked: number;
  payout: number;
  houseResult: number;
};

/** One row per possible score of the period: the stakes on it and what the house pays if the period ends there. */
export function exposureRows(exposure: TMatchExposure, period: TPeriod): TRow[] {
  const p = exposure.periods.find((x) => x.period === period);
  if (!p) return [];
  return p.outcomes.map((o) => {
    const s = p.selections.find((x) => x.selection === o.outcome);
    return {
      outcome: o.outcome,
      correctBets: s?.correct.openBets ?? 0,
      correctStake: s?.correct.openStake ?? 0,
      incorrectBets: s?.incorrect.openBets ?? 0,
      incorrectStake: s?.incorrect.openStake ?? 0,
      staked: (s?.correct.staked ?? 0) + (s?.incorrect.staked ?? 0),
      payout: o.payout,
      houseResult: o.houseResult,
    };
  });
}

const money = (v: number) => <span className="num">{naira(v)}</span>;
const signed = (v: number) => <span className="num" style={{ color: amountColour(v) }}>{naira(v)}</span>;

export function ExposureTab({ matchId }: { matchId: number }) {
  const [period, setPeriod] = useState<TPeriod>('FT');
  const exposure = useMatchExposure(matchId, { live: true });
  if (exposure.error) return <QueryError error={exposure.error} onRetry={() => void exposure.refetch()} />;
  const data = exposure.data;
  const p = data?.periods.find((x) => x.period === period);

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Segmented<TPeriod>
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'FT', label: 'Full time' },
            { value: 'HT', label: 'First half' },
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void exposure.refetch()} loading={exposure.isFetching}>
          Refresh
        </Button>
        <Typography.Text type="secondary">Refreshes every 15 s{exposure.dataUpdatedAt ? ` · as of ${formatDateTime(new Date(serverNow(exposure.dataUpdatedAt)).toISOString())}` : ''}</Typography.Text>
      </Space>
      {p && (
        <Row gutter={12} style={{ marginBottom: 12 }}>
          <Col span={6}>
            <Card size="small">
              <Statistic title="Open bets" value={formatCount(p.openBets)} />
            </Card>
          </Col>
          <Col span={6}>
            <Card size="small">
              <Statistic title="Open stake" value={naira(p.openStake)} />
            </Card>
          </Col>
          <Col span={6}>
            <Card size="small">
              {/* With nothing open no score is a worst case (QA: "0-0 pays ₦0.00" on a settled match). */}
              {p.openBets > 0 ? (
                <Statistic title={`Worst case: ${selectionLabel(p.worstCase.outcome)} pays`} value={naira(p.worstCase.payout)} />
              ) : (
                <Statistic title="Worst case" value="Nothing open" />
              )}
            </Card>
          </Col>
          <Col span={6}>
            <Card size="small">
              <Statistic title="House result at worst case" value={naira(p.worstCase.houseResult)} styles={{ content: { color: amountColour(p.worstCase.houseResult) } }} />
            </Card>
          </Col>
        </Row>
      )}
      {data && !p?.openBets && !p?.outcomes.some((o) => o.payout) ? (
        <Card size="small">
          <Empty description={`No open bets on the ${period === 'FT' ? 'full-time' : 'first-half'} market.`} />
        </Card>
      ) : (
        <Table<TRow>
          size="small"
          rowKey="outcome"
          loading={!data}
          dataSource={data ? exposureRows(data, period) : []}
          pagination={false}
          sticky={STICKY_BELOW_TOP_BAR}
          columns={[
            { title: 'If the score is', dataIndex: 'outcome', render: (v: string) => <strong>{selectionLabel(v)}</strong>, width: 130 },
            { title: 'Correct: open bets', dataIndex: 'correctBets', align: 'right', render: formatCount },
            { title: 'Correct: open stake', dataIndex: 'correctStake', align: 'right', render: money },
            { title: 'Incorrect: open bets', dataIndex: 'incorrectBets', align: 'right', render: formatCount },
            { title: 'Incorrect: open stake', dataIndex: 'incorrectStake', align: 'right', render: money },
            { title: 'Staked (all)', dataIndex: 'staked', align: 'right', render: money },
            { title: 'Members are paid', dataIndex: 'payout', align: 'right', render: money, sorter: (a, b) => a.payout - b.payout },
            { title: 'House result', dataIndex: 'houseResult', align: 'right', render: signed, sorter: (a, b) => a.houseResult - b.houseResult },
          ]}
          data-testid="exposure-table"
        />
      )}
    </>
  );
}

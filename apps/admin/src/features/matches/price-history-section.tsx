import { Card, Table, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import { formatDateTimeSeconds, formatOdds, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { usePriceHistory } from './matches-api.ts';
import { priceHistoryRows, type TPriceHistoryRow } from './price-history-model.ts';

// Longer odds (up) pay members more; shorter (down) pay less: the usual green and red of a price board.
const MOVE_ICON = { up: <ArrowUpOutlined style={{ color: '#389e0d' }} />, down: <ArrowDownOutlined style={{ color: '#cf1322' }} /> };

/** Every version of one selection's two prices, newest first: how it moved, who moved it and why. */
export function PriceHistorySection({ matchId, period, selection }: { matchId: number; period: TPeriod; selection: string }) {
  const history = usePriceHistory(matchId, period, selection);
  const rows = history.data ? priceHistoryRows(history.data.entries) : [];

  return (
    <Card size="small" title="Price history" style={{ marginTop: 12 }} data-testid="price-history">
      {history.error ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Table<TPriceHistoryRow>
          size="small"
          rowKey="key"
          loading={history.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
          columns={[
            { title: `Time (${OPERATOR_TZ_LABEL})`, dataIndex: 'changedAt', width: 128, render: formatDateTimeSeconds },
            { title: 'Type', dataIndex: 'betType', width: 84, render: (t: string) => <Tag>{t === 'correct' ? 'Correct' : 'Incorrect'}</Tag> },
            { title: 'Ver.', dataIndex: 'version', width: 48, align: 'right' },
            {
              title: 'Odds',
              dataIndex: 'odds',
              width: 104,
              render: (odds: number, r) => (
                <span className="num" style={{ whiteSpace: 'nowrap' }}>
                  {formatOdds(odds)} {r.move === 'up' || r.move === 'down' ? MOVE_ICON[r.move] : null}
                  {r.suspended && (
                    <Tag color="red" style={{ marginLeft: 4 }}>
                      Suspended
                    </Tag>
                  )}
                  {r.withheld && <Tag style={{ marginLeft: 4 }}>Withheld</Tag>}
                </span>
              ),
            },
            {
              // Who, and under it why (as on the settlement runs).
              title: 'By',
              dataIndex: 'changedBy',
              render: (by: string, r) => (
                <span>
                  {by}
                  {r.reason && <div className="muted">{r.reason}</div>}
                </span>
              ),
            },
          ]}
        />
      )}
      {history.data?.truncated && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          The newest {history.data.entries.length} changes; older ones are not shown.
        </Typography.Text>
      )}
    </Card>
  );
}

import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import type { TLedgerCheck } from '../../lib/api-types.ts';
import { formatDateTime, naira } from '../../lib/format.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { financeKeys } from './finance-api.ts';
import { ledgerSheet } from './ledger-model.ts';

const ACCOUNT_NAMES: Record<string, string> = {
  'house:betting': 'Betting result (stakes kept minus payouts)',
  'house:fees': 'Fees (handling, withdrawal)',
  'expense:rebates': 'Rebates paid',
  'expense:rewards': 'VIP daily rewards paid',
  // The VIP level's bonus on a winning bet's profit, not the daily reward (QA: finance read one for the other).
  'expense:vip': 'VIP odds bonus paid',
  // Both balance corrections and the operator's covers of result corrections (decision 028) post here (QA: it read as balance corrections only).
  'expense:corrections': 'Corrections: balance corrections and result-correction covers (net)',
  'expense:promotions': 'Promotions paid',
};

function AccountTable({ title, rows, total }: { title: string; rows: { code: string; balance: number }[]; total: number }) {
  return (
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={rows}
      title={() => <strong>{title}</strong>}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>Total</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong className="num">{naira(total)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
      columns={[
        {
          title: 'Account',
          dataIndex: 'code',
          render: (code: string) => (
            <span>
              <Typography.Text code>{code}</Typography.Text> <span className="muted">{ACCOUNT_NAMES[code] ?? ''}</span>
            </span>
          ),
        },
        { title: 'Balance', dataIndex: 'balance', align: 'right', width: 150, render: (v: number) => <span className="num">{naira(v)}</span> },
      ]}
    />
  );
}

export function LedgerPage() {
  const check = useQuery({ queryKey: financeKeys.ledger, queryFn: ({ signal }) => callApi<TLedgerCheck>('adminLedgerCheck', { signal }), staleTime: 0, refetchOnWindowFocus: false });
  const data = check.data;
  const sheet = data ? ledgerSheet(data.totals) : null;
  const sum = (rows: { balance: number }[]) => rows.reduce((s, r) => s + r.balance, 0);

  return (
    <>
      <PageHeader
        title="Ledger check"
        subtitle="Runs every ledger invariant over the whole book, and sets player funds against the operator’s accounts."
        extra={
          <Button type="primary" icon={<SyncOutlined />} loading={check.isFetching} onClick={() => void check.refetch()} data-testid="run-ledger-check">
            Run the check again
          </Button>
        }
      />
      {check.error && <QueryError error={check.error} onRetry={() => void check.refetch()} />}
      {!data || !sheet ? (
        !check.error && <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {data.ok ? (
            <Alert type="success" showIcon title={`Every invariant holds (checked ${formatDateTime(data.checkedAt)})`} style={{ marginBottom: 12 }} data-testid="ledger-ok" />
          ) : (
            <Alert
              type="error"
              showIcon
              title={`${data.violations.length} invariant violation${data.violations.length === 1 ? '' : 's'} (checked ${formatDateTime(data.checkedAt)})`}
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {data.violations.map((v, i) => (
                    <li key={i}>
                      <strong>{v.invariant}</strong>: {v.detail}
                    </li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <Row gutter={12} style={{ marginBottom: 12 }}>
            <Col span={6}>
              <Card size="small">
                <Statistic title="Player funds" value={naira(sheet.playerFunds)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title="of which available" value={naira(sheet.memberAvailable)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title="of which frozen (stakes, withdrawals)" value={naira(sheet.memberFrozen)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title="Money held at providers" value={naira(sum(sheet.held))} />
              </Card>
            </Col>
          </Row>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Typography.Paragraph style={{ margin: 0 }}>
              Money held at providers + expenses = player funds + house income:{' '}
              <strong className="num">
                {naira(sheet.debitSide)} = {naira(sheet.creditSide)}
              </strong>{' '}
              {sheet.difference === 0 ? <Typography.Text type="success">balanced</Typography.Text> : <Typography.Text type="danger">off by {naira(sheet.difference)}</Typography.Text>}
            </Typography.Paragraph>
          </Card>
          <Row gutter={12}>
            <Col span={12}>
              <AccountTable title="Money held at payment providers (psp)" rows={sheet.held} total={sum(sheet.held)} />
            </Col>
            <Col span={12}>
              <AccountTable title="House income" rows={sheet.income} total={sum(sheet.income)} />
              <div style={{ height: 12 }} />
              <AccountTable title="Expenses" rows={sheet.expenses} total={sum(sheet.expenses)} />
              {sheet.other.length > 0 && <AccountTable title="Other accounts" rows={sheet.other} total={sum(sheet.other)} />}
            </Col>
          </Row>
        </>
      )}
    </>
  );
}

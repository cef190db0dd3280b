import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, InputNumber, Radio, Segmented, Space, Switch, Tag, Typography, type InputNumberProps } from 'antd';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { TAdminMatchPrices } from '../../lib/api-types.ts';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { ApiError, markShown, refusalDetail } from '../../lib/api-client.ts';
import { EMPTY_VALUE, formatOdds } from '../../lib/format.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { showRefusalOnField } from '../../lib/ui/form-refusal.ts';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { gridModel, type TGridCell } from './odds-grid-model.ts';
import { matchKeys, useMatchExposure } from './matches-api.ts';
import { isPriced, isTradable, matchStateLabel } from './match-states.ts';
import { decimalText, opensByDefault, priceBoxText, PRICING_FIELD_NAMES, pricingBody, pricingInitialValues, pricingSummary, rememberPricing, type TPricingForm } from './pricing-form-model.ts';
import { SelectionDrawer } from './selection-drawer.tsx';
import './odds-grid.css';

/** A 1X2 price box of the pricing form: kept to the engine's four decimals, shown as prices are. */
export function PriceInput(props: InputNumberProps) {
  return <InputNumber step={0.05} precision={4} parser={decimalText} formatter={priceBoxText} style={{ width: 90 }} {...props} />;
}

/** The odds engine's inputs: goal rates or 1X2 prices, and the margin; the grid comes out. */
function PricingCard({ match, priced }: { match: TAdminMatchPrices['match']; priced: boolean }) {
  const matchId = match.id;
  const [form] = Form.useForm<TPricingForm>();
  const mode = Form.useWatch('mode', form) ?? 'rates';
  const { modal } = App.useApp();
  // A refusal of the three 1X2 prices together (their book): said under the form, in words, as
  // no one box holds it (QA: a toast read "prices1x2: the three prices imply ...").
  const [bookProblem, setBookProblem] = useState<string | null>(null);
  const price = useAdminMutation<Record<string, unknown>>('adminPriceMatch', { invalidate: [matchKeys.all], success: 'Match priced: prices not overridden are the engine’s; those that changed have a new version' });
  const mayPrice = useMayCall('adminPriceMatch');
  // The form's initial values are read once: the switch follows the match's state when it changes
  // (closed or opened from the header, or by a colleague and read again).
  useEffect(() => form.setFieldValue('open', opensByDefault(match.state)), [form, match.state]);

  // A refusal goes under its field; past closing time (the page was open meanwhile) says what is left to do.
  const showRefusal = (e: unknown) => {
    if (e instanceof ApiError && e.code === ERRORS.MATCH_CLOSED.code) {
      form.setFields([{ name: 'open', errors: ['Its closing time has passed: prices can no longer change. To take bets again, edit the closing time first.'] }]);
      markShown(e);
    } else if (e instanceof ApiError && refusalDetail(e).field === 'prices1x2') {
      setBookProblem(`The 1X2 prices: ${refusalDetail(e).reason ?? e.message}`);
      markShown(e);
    } else showRefusalOnField(form, e, PRICING_FIELD_NAMES);
  };
  const submit = (v: TPricingForm) => {
    const run = () => price.mutateAsync(pricingBody(matchId, v)).then(() => rememberPricing(matchId, v), (e: unknown) => showRefusal(e));
    // Always asked, the inputs repeated: a first pricing may open betting at once.
    modal.confirm({
      title: priced ? 'Reprice this match?' : 'Price this match?',
      content: (
        <>
          <p data-testid="pricing-summary">{pricingSummary(v)}</p>
          {priced &&
            'Every price that is not overridden gets the engine’s new price; a price that changes gets the next version, one that stays the same keeps its version. Bets already placed keep the odds they were placed at; overridden prices stay until you clear them.'}
        </>
      ),
      okText: priced ? 'Reprice' : 'Price',
      onOk: run,
    });
  };

  return (
    <Card size="small" title="Price with the odds engine" style={{ marginBottom: 12 }}>
      <Form<TPricingForm>
        form={form}
        layout="inline"
        // No default rates: the engine's inputs are the trader's judgement (the last ones used here are kept).
        initialValues={pricingInitialValues(match)}
        onFinish={submit}
        onValuesChange={() => setBookProblem(null)}
        disabled={!mayPrice || price.isPending}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="mode">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'rates', label: 'Goal rates' },
              { value: '1x2', label: '1X2 prices' },
            ]}
          />
        </Form.Item>
        {mode === 'rates' ? (
          <>
            <Form.Item label="Home goals" name="homeRate" rules={[{ required: true, type: 'number', min: 0.01, max: 15, message: '0.01 to 15' }]}>
              <InputNumber step={0.05} parser={decimalText} placeholder="e.g. 1.45" style={{ width: 90 }} data-testid="rate-home" />
            </Form.Item>
            <Form.Item label="Away goals" name="awayRate" rules={[{ required: true, type: 'number', min: 0.01, max: 15, message: '0.01 to 15' }]}>
              <InputNumber step={0.05} parser={decimalText} placeholder="e.g. 1.10" style={{ width: 90 }} data-testid="rate-away" />
            </Form.Item>
          </>
        ) : (
          <>
            {(['home1x2', 'draw1x2', 'away1x2'] as const).map((name, i) => (
              <Form.Item key={name} label={['Home', 'Draw', 'Away'][i]} name={name} rules={[{ required: true, type: 'number', min: 1.0001, message: 'above 1' }]}>
                <PriceInput data-testid={`price-${name}`} />
              </Form.Item>
            ))}
          </>
        )}
        <Form.Item label="Margin %" name="marginPct" tooltip="Empty: the operator’s setting." rules={[{ type: 'number', min: 0, max: 50, message: '0 to 50 %' }]}>
          <InputNumber step={0.5} parser={decimalText} placeholder="setting" style={{ width: 90 }} data-testid="pricing-margin" />
        </Form.Item>
        <Form.Item label="Open for betting" name="open" valuePropName="checked">
          <Switch size="small" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={price.isPending} data-testid="price-match">
            {priced ? 'Reprice…' : 'Price match'}
          </Button>
        </Form.Item>
      </Form>
      {bookProblem && <Alert type="error" showIcon title={bookProblem} style={{ marginTop: 8 }} data-testid="pricing-book-problem" />}
    </Card>
  );
}

function PriceLine({ label, side }: { label: string; side: TGridCell['correct'] }) {
  const p = side.price;
  if (!p) return <div className="odds-line muted">{label} {EMPTY_VALUE}</div>;
  const cls = ['odds-line', p.suspended || p.withheld ? 'odds-suspended' : '', p.overridden ? 'odds-overridden' : ''].join(' ');
  return (
    <div className={cls}>
      <span className="odds-kind">{label}</span>
      <span className="odds-value num">{formatOdds(p.odds)}</span>
      <span className="odds-version">v{p.version}</span>
      {p.overridden && <span className="odds-flag odds-flag-o" title="Overridden by hand">O</span>}
      {p.suspended && <span className="odds-flag odds-flag-s" title="Suspended">S</span>}
      {p.withheld && <span className="odds-flag odds-flag-w" title="Withheld by the odds engine: below the lowest price that keeps the margin, or no price keeps the book with the hand-set price on the other side (override to offer it)">W</span>}
    </div>
  );
}

function GridCell({ cell, onOpen }: { cell: TGridCell; onOpen: (cell: TGridCell) => void }) {
  const bets = cell.correct.openBets + cell.incorrect.openBets;
  return (
    <button type="button" className="odds-cell" onClick={() => onOpen(cell)} data-testid={`odds-cell-${cell.selection}`}>
      <div className="odds-cell-head">
        <strong>{cell.selection === 'other' ? 'Any other' : cell.selection}</strong>
        {bets > 0 && <span className="odds-bets">{bets} open</span>}
      </div>
      <PriceLine label="Correct" side={cell.correct} />
      <PriceLine label="Incorrect" side={cell.incorrect} />
    </button>
  );
}

export function PricesTab({ matchId, data }: { matchId: number; data: TAdminMatchPrices }) {
  const [period, setPeriod] = useState<TPeriod>('FT');
  const [open, setOpen] = useState<string | null>(null);
  const exposure = useMatchExposure(matchId);
  const model = useMemo(() => gridModel(period, data.prices, exposure.data), [period, data.prices, exposure.data]);
  const priced = isPriced(data);
  // By the server's clock, as the server judges a trader's change (MATCH_CLOSED past closing).
  const tradable = isTradable(data.match, serverNow());
  // Read-only roles (auditor) are told what a click shows them, not what they cannot do (QA).
  const mayTrade = useMayCall('adminOverridePrice') && tradable;
  const openCell = open ? (open === 'other' ? model.other : model.rows.flat().find((c) => c.selection === open)) : undefined;

  return (
    <>
      {tradable ? (
        <PricingCard match={data.match} priced={priced} />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="prices-fixed"
          title={`Prices are fixed: the match is ${matchStateLabel(data.match.state).toLowerCase()}. Bets keep the odds they were placed at.`} />
      )}
      <Card
        size="small"
        title={
          <Space>
            <span>Odds grid</span>
            <Segmented<TPeriod>
              size="small"
              value={period}
              onChange={setPeriod}
              options={[
                { value: 'FT', label: 'Full time' },
                { value: 'HT', label: 'First half' },
              ]}
            />
          </Space>
        }
        extra={
          priced && (
            <Space size={4}>
              <Tag color="blue">{model.overridden} overridden</Tag>
              <Tag color={model.suspended ? 'red' : 'default'}>{model.suspended} suspended</Tag>
              {model.withheld > 0 && <Tag title="The odds engine does not offer a price the margin would put below the minimum price (override to offer it)">{model.withheld} withheld</Tag>}
              <Typography.Text type="secondary">{mayTrade ? 'Click a score to override, clear or suspend its prices.' : 'Click a score for its stakes and price history.'}</Typography.Text>
            </Space>
          )
        }
      >
        {!priced ? (
          <Empty description="Not priced yet: price it with the odds engine above." />
        ) : (
          <div className="odds-grid-wrap">
            <table className="odds-grid" data-testid={`odds-grid-${period}`}>
              <thead>
                <tr>
                  <th className="odds-axis">Home ↓ Away →</th>
                  {model.rows[0]!.map((c) => (
                    <th key={c.away}>{c.away}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {model.rows.map((row, home) => (
                  <tr key={home}>
                    <th>{home}</th>
                    {row.map((cell) => (
                      <td key={cell.selection}>
                        <GridCell cell={cell} onOpen={(c) => setOpen(c.selection)} />
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th />
                  <td colSpan={model.rows[0]!.length}>
                    <GridCell cell={model.other} onOpen={(c) => setOpen(c.selection)} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <SelectionDrawer matchId={matchId} period={period} cell={openCell ?? null} matchSuspended={data.match.suspended} tradable={tradable} onClose={() => setOpen(null)} />
    </>
  );
}

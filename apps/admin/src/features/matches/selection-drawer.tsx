import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, Space, Tag } from 'antd';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import { EMPTY_VALUE, formatCount, formatOdds, naira, parseOdds } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { ActionModal, ReasonField } from '../../lib/ui/action-modal.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { matchKeys } from './matches-api.ts';
import { selectionLabel, type TGridCell } from './odds-grid-model.ts';
import { PriceHistorySection } from './price-history-section.tsx';

type TBetType = 'correct' | 'incorrect';
type TAction = { kind: 'override'; betType: TBetType } | { kind: 'clear'; betType: TBetType } | { kind: 'suspend'; betType?: TBetType; suspended: boolean };

const BET_TYPE_LABEL: Record<TBetType, string> = { correct: 'Correct score', incorrect: 'Incorrect score' };

/** One selection of the grid: both prices, their stakes, the trader's actions on them and how they moved. */
export function SelectionDrawer(props: { matchId: number; period: TPeriod; cell: TGridCell | null; matchSuspended: boolean; tradable: boolean; onClose: () => void }) {
  const { matchId, period, cell, matchSuspended, onClose } = props;
  const [action, setAction] = useState<TAction | null>(null);
  // Past trading (closed, live, finished...) the server refuses every change: the drawer only shows.
  const mayTrade = useMayCall('adminOverridePrice') && props.tradable;
  const invalidate = [matchKeys.prices(matchId), matchKeys.exposure(matchId), matchKeys.list({}), ...(cell ? [matchKeys.priceHistory(matchId, period, cell.selection)] : [])];
  // The same price again changes nothing and makes no version (the answer lists no price): said so.
  const override = useAdminMutation<Record<string, unknown>, { prices: unknown[] }>('adminOverridePrice', {
    invalidate,
    success: (answer) => (answer.prices.length ? 'Price overridden' : 'Already at that price: nothing changed'),
  });
  const clear = useAdminMutation<Record<string, unknown>>('adminClearOverride', { invalidate, success: 'Override cleared: back at the engine price' });
  const suspend = useAdminMutation<Record<string, unknown>>('adminSuspendSelection', { invalidate, success: 'Selection suspension changed' });

  const name = cell ? `${period} ${selectionLabel(cell.selection)}` : '';
  const target = cell ? { matchId, period, selection: cell.selection } : null;
  const bothSuspended = cell ? Boolean(cell.correct.price?.suspended && cell.incorrect.price?.suspended) : false;

  const side = (betType: TBetType) => {
    const s = cell![betType];
    const p = s.price;
    return (
      <Card
        key={betType}
        size="small"
        title={BET_TYPE_LABEL[betType]}
        style={{ marginBottom: 12 }}
        extra={
          <Space size={4}>
            {p?.overridden && <Tag color="blue">Overridden</Tag>}
            {p?.suspended && <Tag color="red">Suspended</Tag>}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'odds', label: 'Odds', children: <strong className="num">{p ? formatOdds(p.odds) : EMPTY_VALUE}</strong> },
            { key: 'version', label: 'Version', children: p?.version ?? EMPTY_VALUE },
            ...(p?.overridden ? [{ key: 'engine', label: 'Engine price', span: 2, children: <span className="num" data-testid="engine-price">{enginePriceText(p)}</span> }] : []),
            { key: 'open', label: 'Open bets', children: formatCount(s.openBets) },
            { key: 'stake', label: 'Open stake', children: naira(s.openStake) },
            { key: 'staked', label: 'Staked (all)', children: naira(s.staked), span: 2 },
          ]}
        />
        {mayTrade && p && (
          <Space wrap style={{ marginTop: 8 }}>
            <Button size="small" onClick={() => setAction({ kind: 'override', betType })} data-testid={`override-${betType}`}>
              Override price…
            </Button>
            {p.overridden && (
              <Button size="small" onClick={() => setAction({ kind: 'clear', betType })}>
                Clear override…
              </Button>
            )}
            <Button size="small" danger={!p.suspended} onClick={() => setAction({ kind: 'suspend', betType, suspended: !p.suspended })}>
              {p.suspended ? 'Reopen' : 'Suspend'}…
            </Button>
          </Space>
        )}
      </Card>
    );
  };

  const current = action && cell && action.kind !== 'suspend' ? cell[action.betType].price : null;

  return (
    <Drawer open={Boolean(cell)} onClose={onClose} title={`Selection ${name}`} size={520} destroyOnHidden>
      {cell && (
        <>
          {matchSuspended && <Alert type="warning" showIcon title="The whole match is suspended: no selection takes bets until it is reopened." style={{ marginBottom: 12 }} />}
          {!cell.correct.price && !cell.incorrect.price && <Alert type="info" showIcon title="No prices yet: price the match first." style={{ marginBottom: 12 }} />}
          {side('correct')}
          {side('incorrect')}
          {mayTrade && cell.correct.price && (
            <Button block danger={!bothSuspended} onClick={() => setAction({ kind: 'suspend', suspended: !bothSuspended })}>
              {bothSuspended ? 'Reopen both prices…' : 'Suspend both prices…'}
            </Button>
          )}
          {(cell.correct.price || cell.incorrect.price) && <PriceHistorySection matchId={matchId} period={period} selection={cell.selection} />}
        </>
      )}
      <ActionModal<{ odds: string; reason: string }>
        open={action?.kind === 'override'}
        title={action?.kind === 'override' ? `Override ${name} · ${BET_TYPE_LABEL[action.betType].toLowerCase()}` : ''}
        okText="Set price"
        initialValues={{ odds: current ? formatOdds(current.odds) : '' }}
        onClose={() => setAction(null)}
        // With the version shown: a colleague's change since is refused (PRICE_CHANGED_MEANWHILE), not overwritten.
        onSubmit={(v) => override.mutateAsync({ ...target!, betType: (action as { betType: TBetType }).betType, odds: parseOdds(v.odds), reason: v.reason, ...(current ? { version: current.version } : {}) })}
      >
        <Form.Item>
          Current price {current ? `${formatOdds(current.odds)} (version ${current.version})` : EMPTY_VALUE}. The new price takes the next version; members who saw the old one are asked to accept the
          change. The odds engine leaves it alone until the override is cleared.
        </Form.Item>
        <Form.Item
          label="New decimal odds"
          name="odds"
          rules={[{ validator: (_, v: string) => (parseOdds(v ?? '') ? Promise.resolve() : Promise.reject(new Error('Decimal odds above 1.00 and at most 200,000, up to four decimals'))) }]}
        >
          <Input style={{ width: 140 }} autoFocus data-testid="override-odds" />
        </Form.Item>
        <ReasonField />
      </ActionModal>
      <ActionModal<{ reason: string }>
        open={action?.kind === 'clear'}
        title={`Clear the override of ${name}`}
        okText="Clear override"
        onClose={() => setAction(null)}
        onSubmit={(v) => clear.mutateAsync({ ...target!, betType: (action as { betType: TBetType }).betType, reason: v.reason, ...(current ? { version: current.version } : {}) })}
      >
        <Form.Item>{clearingText(action?.kind === 'clear' ? cell?.[action.betType].price : null)}</Form.Item>
        <ReasonField />
      </ActionModal>
      <ActionModal<{ reason: string }>
        open={action?.kind === 'suspend'}
        title={
          action?.kind === 'suspend'
            ? `${action.suspended ? 'Suspend' : 'Reopen'} ${name}${action.betType ? ` · ${BET_TYPE_LABEL[action.betType].toLowerCase()}` : ' · both prices'}`
            : ''
        }
        okText={action?.kind === 'suspend' && action.suspended ? 'Suspend' : 'Reopen'}
        danger={action?.kind === 'suspend' && action.suspended}
        onClose={() => setAction(null)}
        onSubmit={(v) => {
          const a = action as Extract<TAction, { kind: 'suspend' }>;
          return suspend.mutateAsync({ ...target!, ...(a.betType ? { betType: a.betType } : {}), suspended: a.suspended, reason: v.reason });
        }}
      >
        <Form.Item>
          {action?.kind === 'suspend' && action.suspended
            ? 'No new bets on it until reopened. Bets already placed stay as they are.'
            : 'Members can bet on it again (if the match is open and betting has not closed).'}
        </Form.Item>
        <ReasonField />
      </ActionModal>
    </Drawer>
  );
}

type TEngineSide = { engineOdds: number | null; engineWithheld: boolean | null };

/** What the odds engine made of an overridden side at the match's last repricing. */
function enginePriceText(p: TEngineSide): string {
  if (p.engineOdds === null) return 'not known (set before engine prices were kept)';
  return p.engineWithheld ? 'not offered (withheld: below the lowest price that keeps the margin)' : formatOdds(p.engineOdds);
}

/** What clearing the override will do to the side, in the confirmation. */
function clearingText(p: (TEngineSide & { odds: number }) | null | undefined): string {
  if (!p || p.engineOdds === null) return 'The price stays as it is until the odds engine next prices the match; from then on the engine sets it.';
  if (p.engineWithheld) return 'The side goes back to the odds engine, which withheld it at the last repricing: it is no longer offered, with the next version.';
  return `The price goes back to the odds engine's ${formatOdds(p.engineOdds)} from the last repricing (now ${formatOdds(p.odds)}), with the next version; from then on the engine sets it. Refused if that price would break the book beside other hand-set prices.`;
}

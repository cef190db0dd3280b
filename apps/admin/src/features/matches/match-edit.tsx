import { useRef } from 'react';
import { Button, Form, Input, Popconfirm, Tooltip, Typography } from 'antd';
import { errorKeyOfCode } from '@scoreline/contract/errors/catalogue';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TMatchSummary } from '../../lib/api-types.ts';
import { formatDateTime, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { ActionModal, type TFieldRefusal } from '../../lib/ui/action-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { confirmed, useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { isoToWallTime, isRealWallTime, matchBody, type TMatchFormValues } from './match-form-model.ts';
import { matchKeys } from './matches-api.ts';
import { openingTitle } from './match-states.ts';
import { serverNow } from '../../lib/server-clock.ts';

// Traders create a match by hand, edit its teams and times, and open or close betting on it.

// A date that does not exist (30 February, hour 25) is refused here rather than rolled over.
const WALL_RULE = { validator: (_: unknown, v?: string) => (!v || isRealWallTime(v) ? Promise.resolve() : Promise.reject(new Error('A real date and time: YYYY-MM-DD HH:mm'))) };
// The server names its instants; the form holds them as wall times under shorter names.
const FIELD_NAMES = { kickOffAt: 'kickOff', closingAt: 'closing' } as const;
// Editing has no "empty means the default": the server keeps a closing time it is not sent.
const CLOSING_REQUIRED = { required: true, message: 'Give a closing time: clearing it would keep the current one' };

function MatchFields({ withClosingHint }: { withClosingHint: boolean }) {
  return (
    <>
      <Form.Item label="League" name="league" rules={[{ required: true, whitespace: true, min: 2, max: 80, message: '2 to 80 characters' }]}>
        <Input maxLength={80} data-testid="match-league" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item label="Home team" name="homeTeam" rules={[{ required: true, whitespace: true, min: 2, max: 80, message: '2 to 80 characters' }]}>
          <Input maxLength={80} data-testid="match-home" />
        </Form.Item>
        <Form.Item label="Away team" name="awayTeam" rules={[{ required: true, whitespace: true, min: 2, max: 80, message: '2 to 80 characters' }]}>
          <Input maxLength={80} data-testid="match-away" />
        </Form.Item>
        <Form.Item label={`Kick-off (${OPERATOR_TZ_LABEL})`} name="kickOff" rules={[{ required: true, message: 'YYYY-MM-DD HH:mm' }, WALL_RULE]}>
          <Input placeholder="2026-11-28 16:00" data-testid="match-kickoff" />
        </Form.Item>
        <Form.Item
          label={`Betting closes (${OPERATOR_TZ_LABEL})`}
          name="closing"
          rules={withClosingHint ? [WALL_RULE] : [CLOSING_REQUIRED, WALL_RULE]}
          extra={withClosingHint ? 'Empty: the configured minutes before kick-off' : undefined}
          dependencies={['kickOff']}
        >
          <Input placeholder={withClosingHint ? 'optional' : undefined} data-testid="match-closing" />
        </Form.Item>
      </div>
    </>
  );
}

export function CreateMatchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useAdminMutation<Record<string, string>, TMatchSummary>('adminCreateMatch', { invalidate: [matchKeys.all], success: (m) => `Match #${m.id} created: price it to open betting` });
  return (
    <ActionModal<TMatchFormValues>
      open={open}
      width={620}
      title="New match"
      okText="Create match"
      fieldNames={FIELD_NAMES}
      onClose={onClose}
      onSubmit={async (v) => {
        const m = await create.mutateAsync(matchBody(v));
        navigate(`/matches/${m.id}`);
      }}
    >
      <MatchFields withClosingHint />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        A new match is scheduled: it takes bets once priced (pricing opens it).
      </Typography.Paragraph>
    </ActionModal>
  );
}

const RENAMES = ['league', 'homeTeam', 'awayTeam'] as const;

/**
 * Members have bet on the match, so its names stay (MATCH_HAS_BETS, a 409): said under the name
 * changed, the dialog kept open with the kick-off and closing typed (QA: it closed and took them).
 */
function renameRefusal(error: unknown, renamed: (typeof RENAMES)[number] | undefined): TFieldRefusal<TMatchFormValues> | null {
  if (!renamed || !(error instanceof ApiError) || error.code === null || errorKeyOfCode(error.code) !== 'MATCH_HAS_BETS') return null;
  return { name: renamed, message: 'Members have bet on this match: its league and teams stay as they bet on them. Put the name back to save the times.' };
}

type TEditable = Pick<TMatchSummary, 'id' | 'league' | 'homeTeam' | 'awayTeam' | 'kickOffAt' | 'closingAt' | 'state'>;

export function EditMatchModal({ match, open, onClose }: { match: TEditable; open: boolean; onClose: () => void }) {
  // A kick-off moved takes closing with it (the same time before kick-off, not in the past): said, not left to be noticed.
  const edit = useAdminMutation<Record<string, unknown>, TMatchSummary>('adminEditMatch', {
    invalidate: [matchKeys.all],
    success: (saved) => (saved.closingAt !== match.closingAt ? `Match changed: betting now closes ${formatDateTime(saved.closingAt)} (${OPERATOR_TZ_LABEL})` : 'Match changed'),
  });
  const postponed = match.state === 'postponed';
  // The names the save tried to change: a refusal to rename is said under the first of them.
  const renamed = useRef<(typeof RENAMES)[number]>(undefined);
  return (
    <ActionModal<TMatchFormValues>
      open={open}
      width={620}
      title={postponed ? `Reschedule match #${match.id}` : `Edit match #${match.id}`}
      okText="Save changes"
      fieldNames={FIELD_NAMES}
      fieldRefusal={(error) => renameRefusal(error, renamed.current)}
      initialValues={{ league: match.league, homeTeam: match.homeTeam, awayTeam: match.awayTeam, kickOff: isoToWallTime(match.kickOffAt), closing: isoToWallTime(match.closingAt) }}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = matchBody(v, match);
        if (Object.keys(body).length === 0) return;
        renamed.current = RENAMES.find((name) => name in body);
        await edit.mutateAsync({ matchId: match.id, ...body });
      }}
    >
      <MatchFields withClosingHint={false} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {postponed
          ? 'Give the new kick-off: within 48 hours of the first one the bets stand; later, void the match instead. The match then stays closed until you open betting again.'
          : 'Only before betting closes. Once members have bet, the league and teams stay as they bet on them; kick-off and closing may still move.'}
      </Typography.Paragraph>
    </ActionModal>
  );
}

/** Open (needs prices and a closing time ahead) or close betting by hand. */
export function BettingSwitch({ match, priced }: { match: Pick<TMatchSummary, 'id' | 'state' | 'closingAt' | 'suspended' | 'htScore' | 'ftScore'>; priced: boolean }) {
  const mayChange = useMayCall('adminMatchBetting');
  const change = useAdminMutation<{ matchId: number; open: boolean }>('adminMatchBetting', { invalidate: [matchKeys.all], success: 'Betting state changed' });
  // Past closing the server's clock has closed betting already, and opening it is refused.
  if (!mayChange || !['scheduled', 'open', 'closed'].includes(match.state) || serverNow() >= Date.parse(match.closingAt)) return null;
  const open = match.state === 'open';
  // The server refuses to open a match without prices (MATCH_NOT_PRICED), or one played in part
  // (postponed after half time, rescheduled): said before, not after.
  const cannotOpen = match.htScore !== null || match.ftScore !== null ? 'Played in part (a score is entered): it takes no more bets' : priced ? null : 'Price the match first';
  if (!open && cannotOpen)
    return (
      <Tooltip title={cannotOpen}>
        <span>
          <Button icon={<UnlockOutlined />} disabled data-testid="match-betting">
            Open betting
          </Button>
        </span>
      </Tooltip>
    );
  return (
    <Popconfirm
      title={open ? 'Close betting? No new bets until it is opened again.' : openingTitle(match.suspended)}
      okText={open ? 'Close betting' : 'Open betting'}
      onConfirm={() => confirmed(change.mutateAsync({ matchId: match.id, open: !open }))}
    >
      <Button icon={open ? <LockOutlined /> : <UnlockOutlined />} data-testid="match-betting">
        {open ? 'Close betting' : 'Open betting'}
      </Button>
    </Popconfirm>
  );
}

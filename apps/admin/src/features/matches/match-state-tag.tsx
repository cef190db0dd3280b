import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { stateByClock } from '@scoreline/contract/match-state-by-clock';
import type { TMatchSummary } from '../../lib/api-types.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { matchStateColor, matchStateLabel } from './match-states.ts';

/** A match's state as a trader should read it now: by the server's clock, as the API answers it, kept true between readings. */
export function MatchStateTag({ match, style }: { match: Pick<TMatchSummary, 'state' | 'closingAt' | 'kickOffAt'>; style?: CSSProperties }) {
  const state = stateByClock(match.state, match.closingAt, match.kickOffAt, serverNow());
  return <Tag color={matchStateColor(state)} style={style}>{matchStateLabel(state)}</Tag>;
}

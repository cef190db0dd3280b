import { useEffect, useState } from 'react';
import { DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { OPERATOR_DAY_PATTERN } from '@scoreline/contract/operator-time';
import { withFilter, type TTableState } from '../table-state.ts';
import { BET_STATUS } from './bet-labels.ts';
import { withSearch } from './bet-search.ts';

// The filters above a bets table. The bets page shows them all; a match's or a member's tab only
// those that still narrow its list.

export type TBetFilter = 'reference' | 'member' | 'status' | 'period' | 'betType' | 'days';

/** The filters chosen from a list: what each offers, and what it reads when none is chosen. */
const CHOICES: Record<'status' | 'period' | 'betType', { placeholder: string; width: number; options: { value: string; label: string }[] }> = {
  status: {
    placeholder: 'Any status',
    width: 190,
    options: [
      ...['waiting', 'unconfirmed', 'winning', 'lost'].map((value) => ({ value, label: BET_STATUS[value]!.label })),
      { value: 'cancelled', label: 'Cancelled by the member' },
      { value: 'void', label: 'Void (match not played out)' },
    ],
  },
  period: {
    placeholder: 'FT and HT',
    width: 130,
    options: [
      { value: 'FT', label: 'Full time' },
      { value: 'HT', label: 'Half time' },
    ],
  },
  betType: {
    placeholder: 'Correct and against',
    width: 180,
    options: [
      { value: 'correct', label: 'Correct score' },
      { value: 'incorrect', label: 'Against the score' },
    ],
  },
};

/** A text filter typed and then searched: the list does not reload on every key. */
function SearchBox({ state, setState, name, placeholder, width }: { state: TTableState; setState: (next: TTableState) => void; name: string; placeholder: string; width: number }) {
  const applied = state.filters[name] ?? '';
  const [text, setText] = useState(applied);
  // The box follows the list: Back, a link or a cleared filter change the address, and a box still
  // showing the old text over another list would say the wrong thing.
  useEffect(() => setText(applied), [applied]);
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => setState(withSearch(state, name, v))}
      style={{ width }}
      data-testid={`bets-filter-${name}`}
    />
  );
}

/** A day of the address, or nothing when it is not one (a hand-edited address). */
const dayOf = (v: string | undefined) => (v && OPERATOR_DAY_PATTERN.test(v) && dayjs(v).isValid() ? dayjs(v) : null);

export function BetFilters({ state, setState, show }: { state: TTableState; setState: (next: TTableState) => void; show: readonly TBetFilter[] }) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {show.includes('reference') && <SearchBox state={state} setState={setState} name="reference" placeholder="Bet reference" width={220} />}
      {show.includes('member') && <SearchBox state={state} setState={setState} name="member" placeholder="Member uid or username" width={220} />}
      {(['status', 'period', 'betType'] as const).map((name) =>
        show.includes(name) ? (
          <Select
            key={name}
            allowClear
            placeholder={CHOICES[name].placeholder}
            value={state.filters[name]}
            options={CHOICES[name].options}
            onChange={(v?: string) => setState(withFilter(state, name, v))}
            style={{ width: CHOICES[name].width }}
            data-testid={`bets-filter-${name}`}
          />
        ) : null,
      )}
      {show.includes('days') && (
        <>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={[dayOf(state.filters.from), dayOf(state.filters.to)]}
            format="DD MMM YYYY"
            placeholder={['Placed from', 'to']}
            onChange={(range) => setState(withFilter(withFilter(state, 'from', range?.[0]?.format('YYYY-MM-DD')), 'to', range?.[1]?.format('YYYY-MM-DD')))}
            data-testid="bets-filter-days"
          />
          <Typography.Text type="secondary">Days in the operator’s time zone</Typography.Text>
        </>
      )}
    </Space>
  );
}

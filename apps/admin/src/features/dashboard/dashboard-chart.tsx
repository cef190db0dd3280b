import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { naira } from '../../lib/format.ts';
import { compactNaira, VIP_REWARDS_LABEL, type TChartRow } from './dashboard-model.ts';

// The 30-day chart (recharts, loaded with this screen only): money in and out as bars, stakes
// and the house result as lines, the VIP daily rewards paid beside it.

const SERIES = [
  { key: 'deposits', name: 'Deposits', color: '#1677ff', kind: 'bar' },
  { key: 'withdrawals', name: 'Withdrawals', color: '#fa8c16', kind: 'bar' },
  // Of every bet placed that day, as the figures above say (dashboard-model STAKES_COUNTED).
  { key: 'stakes', name: 'Stakes placed', color: '#722ed1', kind: 'line' },
  { key: 'houseResult', name: 'House result', color: '#389e0d', kind: 'line' },
  // The operator's expense beside its betting result, not in it (decision 037).
  { key: 'vipRewards', name: VIP_REWARDS_LABEL, color: '#c41d7f', kind: 'line' },
] as const;

/** Legend and tooltip in the order above (recharts sorts by name otherwise, which put the rewards away from the house result). */
const inSeriesOrder = (item: { dataKey?: unknown }) => SERIES.findIndex((s) => s.key === item.dataKey);

export function DashboardChart({ rows }: { rows: TChartRow[] }) {
  return (
    <div style={{ width: '100%', height: 300 }} data-testid="dashboard-chart">
      <ResponsiveContainer>
        <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#f0f0f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={compactNaira} tick={{ fontSize: 11 }} width={64} />
          <Tooltip itemSorter={inSeriesOrder} formatter={(value) => naira(Math.round(Number(value) * 100))} labelFormatter={(label) => String(label)} />
          <Legend itemSorter={inSeriesOrder} wrapperStyle={{ fontSize: 12 }} />
          {SERIES.map((s) =>
            s.kind === 'bar' ? (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} maxBarSize={14} isAnimationActive={false} />
            ) : (
              <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

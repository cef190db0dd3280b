import { EMPTY_VALUE, formatCount, naira } from '../../lib/format.ts';

type TVipRow = { level: number; reachDepositsKobo: number; oddsBonusBps: number; dailyRewardKobo: number; dailyBetLimitKobo: number; dailyWithdrawCount: number; dailyWithdrawKobo: number; dailyDepositKobo: number };

/** The VIP table as product rules print it. */
export function VipTable({ levels }: { levels: TVipRow[] }) {
  // Scrolls inside its row on a screen too narrow for seven columns, rather than spilling out.
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="vip-table" style={{ borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            {['VIP', 'reach', 'odds bonus', 'daily reward', 'bet limit', 'withdrawals', 'deposit limit'].map((h) => (
              <th key={h} style={{ textAlign: 'right', padding: '2px 8px', fontWeight: 500, color: '#8c8c8c' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="num">
          {levels.map((r) => (
            <tr key={r.level}>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{r.level}</td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{r.reachDepositsKobo ? naira(r.reachDepositsKobo) : EMPTY_VALUE}</td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{r.oddsBonusBps / 100}%</td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{naira(r.dailyRewardKobo)}</td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{naira(r.dailyBetLimitKobo)}</td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>
                {formatCount(r.dailyWithdrawCount)} / {naira(r.dailyWithdrawKobo)}
              </td>
              <td style={{ textAlign: 'right', padding: '1px 8px' }}>{naira(r.dailyDepositKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

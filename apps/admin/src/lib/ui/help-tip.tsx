import type { ReactNode } from 'react';
import { Tooltip } from 'antd';

/**
 * Words with more to say on hover: underlined with dots, the help cursor, and reachable from the
 * keyboard, where the tooltip opens on focus too (QA: a label's tooltip no keyboard could reach).
 */
export function HelpTip({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <span tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {children}
      </span>
    </Tooltip>
  );
}

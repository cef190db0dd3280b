import type { ReactNode } from 'react';
import './notice-card.css';
import { InfoIcon, WarningIcon } from './money-icons.tsx';

/** A one-off notice in a form: what stops the member, and the way forward. */
export function NoticeCard({ tone = 'info', title, body, action, testId }: { tone?: 'info' | 'warning'; title: string; body?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className={`sl-notice sl-notice--${tone}`} role={tone === 'warning' ? 'alert' : 'note'} data-testid={testId}>
      <span className="sl-notice__icon" aria-hidden="true">{tone === 'warning' ? <WarningIcon /> : <InfoIcon />}</span>
      <div className="sl-notice__text">
        <p className="sl-notice__title">{title}</p>
        {body && <p className="sl-notice__body">{body}</p>}
        {action && <div className="sl-notice__action">{action}</div>}
      </div>
    </div>
  );
}

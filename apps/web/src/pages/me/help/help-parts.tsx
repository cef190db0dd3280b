import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/page-header.tsx';
import './help-pages.css';

// The frame and parts the help pages share: a page of cards (global .sl-card), each a titled
// section of paragraphs, points or label/value rows.

type THelpPageProps = {
  testId: string;
  title: string;
  /** Set when the page is shown over another (the register page's sheet): Back closes it there. */
  onBack?: () => void;
  children: ReactNode;
};

export function HelpPage({ testId, title, onBack, children }: THelpPageProps) {
  return (
    <div className="sl-page sl-help" data-testid={testId}>
      <PageHeader title={title} onBack={onBack} />
      <main className="sl-content sl-help__content">{children}</main>
    </div>
  );
}

export function HelpSection({ title, testId, children }: { title?: string; testId?: string; children: ReactNode }) {
  return (
    <section className="sl-card sl-help__section" data-testid={testId}>
      {title && <h2 className="sl-help__title">{title}</h2>}
      {children}
    </section>
  );
}

/** Paragraphs as a list of points: each rule on its own, easy to find again. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <ul className="sl-help__points">
      {items.map((item, index) => <li key={index}>{item}</li>)}
    </ul>
  );
}

export type TFact = { id: string; label: ReactNode; value: ReactNode };

/** Label / value rows; `testId` names each value `${testId}-${id}`. */
export function Facts({ rows, testId }: { rows: TFact[]; testId: string }) {
  return (
    <dl className="sl-help__facts">
      {rows.map((row) => (
        <div key={row.id} className="sl-help__fact">
          <dt>{row.label}</dt>
          <dd data-testid={`${testId}-${row.id}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** While the current rules load: grey lines where the cards will be; if they fail: say so, offer another try. */
export function RulesPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('help');
  const { t: tApp } = useTranslation();
  if (failed) {
    return (
      <section className="sl-card sl-help__section sl-help__failed" role="alert" data-testid="help-load-failed">
        <p>{t('common.loadFailed')}</p>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {tApp('common.retry')}
        </Button>
      </section>
    );
  }
  return (
    <section className="sl-card sl-help__section" aria-busy="true" data-testid="help-loading">
      {[80, 60, 70, 45].map((width) => <span key={width} className="sl-help__skel" style={{ width: `${width}%` }} />)}
    </section>
  );
}

import type { TTone } from '../statuses.ts';

/** A coloured status pill: the tone picks the colour, the label says it in words. */
export function StatusTag({ tone, label, testId }: { tone: TTone; label: string; testId?: string }) {
  return (
    <span className={`sl-status sl-status--${tone}`} data-testid={testId} data-tone={tone}>
      <span className="sl-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}

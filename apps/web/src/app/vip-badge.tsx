import './vip-badge.css';

/**
 * The member's VIP level as a gold pill. Its style comes with it, so the pill looks the same
 * whichever page shows it first (a reload on Me once showed plain text: the style lived in
 * Home's stylesheet).
 */
export function VipBadge({ label, testId }: { label: string; testId?: string }) {
  return (
    <span className="sl-vip-badge" data-testid={testId}>
      {label}
    </span>
  );
}

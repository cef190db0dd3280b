import type { SVGProps } from 'react';
import './icons.css';

// Scoreline's own line icons. The generic icon package costs about 1 KiB gzip per icon (its
// paths are traced outlines) and has no ball or scoreboard; these are a few strokes each, so the
// first screen stays small. All draw in currentColor at 1em.

type TIconProps = SVGProps<SVGSVGElement> & { active?: boolean };

function Svg({ active: _active, children, ...props }: TIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** Active tab icons get a soft fill. */
const fillOf = (active?: boolean) => (active ? { fill: 'currentColor', fillOpacity: 0.18 } : {});

export function HomeIcon({ active, ...props }: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-6h-5.6v6H5A1.5 1.5 0 0 1 3.5 19z" {...fillOf(active)} />
    </Svg>
  );
}

export function BallIcon({ active, ...props }: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" {...fillOf(active)} />
      <path d="m12 7.6 3.2 2.3-1.2 3.8h-4l-1.2-3.8z" fill="currentColor" fillOpacity={active ? 1 : 0.35} />
      <path d="M12 7.6V3.6M15.2 9.9l3.9-1.3M14 13.7l2.4 3.3M10 13.7 7.6 17M8.8 9.9 4.9 8.6" />
    </Svg>
  );
}

export function ScoreboardIcon({ active, ...props }: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="3" {...fillOf(active)} />
      <path d="M12 5v14M7.5 10.2a1.5 1.5 0 1 1 3 0v3.6a1.5 1.5 0 1 1-3 0zM15 9.6l1.5-.9V15.5" />
    </Svg>
  );
}

export function UserIcon({ active, ...props }: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8.2" r="4" {...fillOf(active)} />
      <path d="M4.5 20.2c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </Svg>
  );
}

export function GlobeIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.4 5.2 3.4 8.5s-1 6.1-3.4 8.5c-2.4-2.4-3.4-5.2-3.4-8.5s1-6.1 3.4-8.5" />
    </Svg>
  );
}

export function MenuIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 7h15M4.5 12h15M4.5 17h9" />
    </Svg>
  );
}

export function LockIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7M12 14.5v2" />
    </Svg>
  );
}

export function ShieldIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3.5 19 6v5.5c0 4.3-2.9 7.6-7 9-4.1-1.4-7-4.7-7-9V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </Svg>
  );
}

export function EyeIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M2.8 12s3.3-6.2 9.2-6.2 9.2 6.2 9.2 6.2-3.3 6.2-9.2 6.2S2.8 12 2.8 12" />
      <circle cx="12" cy="12" r="2.8" />
    </Svg>
  );
}

export function EyeOffIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4l16 16M10.1 6a9.6 9.6 0 0 1 1.9-.2c5.9 0 9.2 6.2 9.2 6.2a16 16 0 0 1-2.6 3.4M6.6 7.3C4.2 8.9 2.8 12 2.8 12s3.3 6.2 9.2 6.2c1.7 0 3.2-.5 4.4-1.2M10 10a2.8 2.8 0 0 0 4 4" />
    </Svg>
  );
}

export function RefreshIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />
    </Svg>
  );
}

export function GiftIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12M12 8.5S10.8 4 8.4 4.5C6.6 4.9 7.3 8.5 12 8.5c4.7 0 5.4-3.6 3.6-4C13.2 4 12 8.5 12 8.5" />
    </Svg>
  );
}

export function PhoneIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="6.5" y="2.8" width="11" height="18.4" rx="2.5" />
      <path d="M10.5 17.8h3" />
    </Svg>
  );
}

export function CheckIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />
    </Svg>
  );
}

export function ChevronRightIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />
    </Svg>
  );
}

export function MessageIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17h0A2.5 2.5 0 0 1 4 14.5z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Svg>
  );
}

export function HeadsetIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.2-1.8 2-4.5 2h-1.5" />
    </Svg>
  );
}

export function UserPlusIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="10" cy="8.2" r="3.8" />
      <path d="M3.5 20c1-3.4 3.5-5.2 6.5-5.2 1.6 0 3 .5 4.1 1.4M18 13.5v6M15 16.5h6" />
    </Svg>
  );
}

export function WalletIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H17v2.5" />
      <rect x="4" y="7.5" width="16.5" height="12" rx="2.5" />
      <path d="M20.5 11.5h-4a2 2 0 0 0 0 4h4" />
    </Svg>
  );
}

export function DepositIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </Svg>
  );
}

export function WithdrawIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19.5h14" />
    </Svg>
  );
}

export function ListIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M9 6.5h10.5M9 12h10.5M9 17.5h10.5" />
      <circle cx="5" cy="6.5" r="1.1" fill="currentColor" />
      <circle cx="5" cy="12" r="1.1" fill="currentColor" />
      <circle cx="5" cy="17.5" r="1.1" fill="currentColor" />
    </Svg>
  );
}

export function BankCardIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 14.5h4" />
    </Svg>
  );
}

export function MegaphoneIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 10v4a1.5 1.5 0 0 0 1.5 1.5H7l8 4V4.5l-8 4H5.5A1.5 1.5 0 0 0 4 10M7 15.5l1.2 4M18.5 9.5a3.5 3.5 0 0 1 0 5" />
    </Svg>
  );
}

export function ChartIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 20h16M7 16.5v-5M12 16.5V6.5M17 16.5v-8" />
    </Svg>
  );
}

export function HelpIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.6a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.6M12 17.2v.1" />
    </Svg>
  );
}

export function DocumentIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3.5V8h4.5M8.5 12.5h7M8.5 16h5" />
    </Svg>
  );
}

export function GearIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5v.2a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1h-.2a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3h.1a1.7 1.7 0 0 0 1-1.5v-.2a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8v.1a1.7 1.7 0 0 0 1.5 1h.2a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </Svg>
  );
}

/** The Scoreline mark: a ball inside a rounded tile. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <span className="sl-brand-mark" style={{ width: size, height: size, fontSize: size * 0.66 }} aria-hidden="true">
      <BallIcon active />
    </span>
  );
}

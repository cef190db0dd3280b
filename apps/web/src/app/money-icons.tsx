import type { SVGProps } from 'react';

// Line icons of the wallet and security pages, drawn like app/icons.tsx (24-unit grid, 1.8
// stroke, currentColor at 1em). A file of their own so the first screen, which imports
// icons.tsx, does not carry them: a module cannot be split between chunks.

type TIconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: TIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function CopyIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2.2" />
      <path d="M15.5 8.5V6.2a1.7 1.7 0 0 0-1.7-1.7H6.2a1.7 1.7 0 0 0-1.7 1.7v7.6a1.7 1.7 0 0 0 1.7 1.7h2.3" />
    </Svg>
  );
}

export function BankIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 9.5 12 4.5l8.5 5M5 9.5h14M6.5 10v7M10.2 10v7M13.8 10v7M17.5 10v7M4 19.5h16" />
    </Svg>
  );
}

export function CardIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 14.5h3.5M14 14.5h3" />
    </Svg>
  );
}

export function TransferIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 8.5h14l-3.5-3.5M19.5 15.5h-14l3.5 3.5" />
    </Svg>
  );
}

/** USDT: a coin with the tether T. */
export function CoinIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.2 8.3h7.6M12 8.3v8.4M8.6 11.4c1 .5 2.2.7 3.4.7s2.4-.2 3.4-.7" />
    </Svg>
  );
}

export function PlusIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function TrashIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 7h15M9.5 7V5.2c0-.6.5-1 1-1h3c.6 0 1 .4 1 1V7M6.5 7l.9 12a1.5 1.5 0 0 0 1.5 1.4h6.2a1.5 1.5 0 0 0 1.5-1.4l.9-12M10.2 11v5.5M13.8 11v5.5" />
    </Svg>
  );
}

export function ClockIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

export function CheckCircleIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.3 12.3 2.5 2.5 5-5.2" />
    </Svg>
  );
}

export function CrossCircleIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m9.2 9.2 5.6 5.6M14.8 9.2l-5.6 5.6" />
    </Svg>
  );
}

export function ReceiptIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3.5h12v17l-2.4-1.5-2.4 1.5-2.4-1.5-2.4 1.5L6 20.5z" />
      <path d="M9 8h6M9 11.5h6M9 15h3.5" />
    </Svg>
  );
}

export function KeyIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.9 12.1 8.1-8.1M16.5 6.5l2.5 2.5M14.5 8.5l2 2" />
    </Svg>
  );
}

export function SearchIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </Svg>
  );
}

export function ShieldCheckIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3.5 19 6v5.5c0 4.3-2.9 7.6-7 9-4.1-1.4-7-4.7-7-9V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </Svg>
  );
}

export function MailIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <path d="m4.5 7 7.5 6 7.5-6" />
    </Svg>
  );
}

export function ChatIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <rect x="6.5" y="2.8" width="11" height="18.4" rx="2.5" />
      <path d="M10.5 17.8h3M9.5 8h5M9.5 11h3.5" />
    </Svg>
  );
}

export function InfoIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.2M12 7.8v.1" />
    </Svg>
  );
}

export function WarningIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M10.4 4.6 3.2 17.5A1.8 1.8 0 0 0 4.8 20h14.4a1.8 1.8 0 0 0 1.6-2.5L13.6 4.6a1.8 1.8 0 0 0-3.2 0" />
      <path d="M12 9.5v4.2M12 16.6v.1" />
    </Svg>
  );
}

export function ChartUpIcon(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 19.5h16M5.5 15l4.5-4.5 3 3 6-6M15 7.5h4v4" />
    </Svg>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link where the admin may open the page it leads to, plain text where their role may not (no dead ends). */
export function MaybeLink({ to, allowed, children }: { to: string; allowed: boolean; children: ReactNode }) {
  return allowed ? (
    <Link to={to} onClick={(e) => e.stopPropagation()}>
      {children}
    </Link>
  ) : (
    <span>{children}</span>
  );
}

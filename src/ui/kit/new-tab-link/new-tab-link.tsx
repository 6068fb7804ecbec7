import type { ReactNode } from 'react';
import * as shared from '@/ui/styles/shared.css';

export interface NewTabLinkProps {
  href: string;
  className?: string;
  /** Said to screen readers after the text, e.g. '(opens in a new tab)'. */
  hint: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab, telling screen reader users so. */
export function NewTabLink({ href, className, hint, children }: NewTabLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className={shared.visuallyHidden}>{hint}</span>
    </a>
  );
}

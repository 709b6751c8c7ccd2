import { useCallback, type ReactNode } from 'react';
import { Link } from 'wouter';
import { canAccess } from '../../shared/roles/access.js';
import { matchRoute } from '../../shared/roles/visibility.js';
import { useSession } from '../app/session.js';

/**
 * Whether the reader may follow a link inside the console: the path's route in the catalogue and
 * the same visibility rule as the router's (src/shared/roles/visibility.ts). A path the catalogue
 * does not know is no link to give.
 */
export function useMayOpen(): (href: string) => boolean {
  const { viewer } = useSession();
  return useCallback((href: string) => {
    const route = matchRoute(href);
    return route !== null && canAccess(route, viewer);
  }, [viewer]);
}

export interface AppLinkProps {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A link where the reader may follow it, and the same content as plain text where he may not: a
 * merchant's dashboard tile counts his orders without sending him to a list he cannot open.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const mayOpen = useMayOpen();
  if (mayOpen(href)) return <Link href={href} {...rest}>{children}</Link>;
  return <span {...rest} data-link-refused="">{children}</span>;
}

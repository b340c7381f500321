import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * `<Link>` and `<NavLink>` on React Router's public hooks (`useHref`, `useLinkClickHandler`). The
 * package's own carry its framework mode along (prefetch links, scripts, server components): ~3 kB
 * gzip the home route never runs (docs/decisions.md, "Links without the framework's code"). Every
 * `import { Link } from 'react-router'` in the app resolves here (vite.config.ts, `appRouterLinks`).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of the router's navigation. */
  reloadDocument?: boolean;
}

function useClick(
  to: To,
  { replace, state, preventScrollReset, reloadDocument, target, onClick }: Omit<LinkProps, 'to'>,
) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, reloadDocument, ...anchor },
  ref,
) {
  const onClick = useClick(to, { replace, state, preventScrollReset, reloadDocument, ...anchor });
  return <a {...anchor} ref={ref} href={useHref(to)} onClick={onClick} />;
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
  /** Active only on this exact path, not below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/** A link that knows when its page is shown (`aria-current="page"`, an `active` class). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, caseSensitive = false, className, style, children, ...link },
  ref,
) {
  const { pathname: current } = useLocation();
  const { pathname: target } = useResolvedPath(to);
  const [here, there] = caseSensitive ? [current, target] : [current.toLowerCase(), target.toLowerCase()];
  // As React Router decides: the path itself, or a path below it ("/" is active only at "/").
  const endSlash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const isActive = here === there || (!end && here.startsWith(there) && here.charAt(endSlash) === '/');
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...link}
      ref={ref}
      to={to}
      aria-current={isActive ? (link['aria-current'] ?? 'page') : undefined}
      className={classes}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

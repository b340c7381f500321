/**
 * What the app imports as `react-router` (vite.config.ts, `appRouterLinks`): the package, with its
 * `Link` and `NavLink` replaced by ours (lib/router-links.tsx).
 */
export * from 'react-router';
export { Link, type LinkProps, NavLink, type NavLinkProps } from './router-links';

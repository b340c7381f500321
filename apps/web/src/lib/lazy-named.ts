/**
 * Adapts a module's named export for React.lazy (our components are named exports):
 * `lazy(() => import('./page').then(named('Page')))`.
 */
export function named<K extends string>(name: K) {
  return <M extends Record<K, unknown>>(module: M): { default: M[K] } => ({ default: module[name] });
}

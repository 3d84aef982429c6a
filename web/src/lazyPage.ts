import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, with `preload()` to start that download early (before React asks for
 * it): the same promise serves both, so the chunk is fetched once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any props
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
export type LazyPage = ReturnType<typeof lazyPage>;

import { useMemo, type ReactNode } from 'react';
import { RouterContext, type Router, type View } from './router-context';

const ignore = () => {};

/** A router that stays on one view: the prerender, and components under test. */
export function StaticRouter({ view, children }: { view: View; children: ReactNode }) {
  const router = useMemo<Router>(() => ({ view, navigate: ignore }), [view]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

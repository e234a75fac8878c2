import { CacheProvider } from '@emotion/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { Dir } from '@/i18n/languages';
import type { EmotionCaches } from './emotion-caches';

const CachesContext = createContext<EmotionCaches | null>(null);

export function CachesProvider({
  caches,
  dir,
  children,
}: {
  caches: EmotionCaches;
  dir: Dir;
  children: ReactNode;
}) {
  return (
    <CachesContext.Provider value={caches}>
      <CacheProvider value={caches[dir]}>{children}</CacheProvider>
    </CachesContext.Provider>
  );
}

/** Renders children with the Emotion cache of `dir`, for a section whose direction differs. */
export function DirectionCache({ dir, children }: { dir: Dir; children: ReactNode }) {
  const caches = useContext(CachesContext);
  if (!caches) return children;
  return <CacheProvider value={caches[dir]}>{children}</CacheProvider>;
}

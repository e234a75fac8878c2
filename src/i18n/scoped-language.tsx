import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { DirectionCache } from '@/styles/caches-context';
import { dirOf, type Lang } from './languages';
import { useContent } from './use-content';
import type { AnyNamespace } from './resources';

const ScopeContext = createContext<Lang | null>(null);

type ScopeProps = HTMLAttributes<HTMLDivElement> & { lang: Lang; children: ReactNode };

/** A section with its own `lang`, `dir` and Emotion cache of that direction. */
export function LanguageScope({ lang, children, ...rest }: ScopeProps) {
  const dir = dirOf(lang);
  return (
    <ScopeContext.Provider value={lang}>
      <DirectionCache dir={dir}>
        <div {...rest} lang={lang} dir={dir}>
          {children}
        </div>
      </DirectionCache>
    </ScopeContext.Provider>
  );
}

/** The language of the nearest LanguageScope, or null outside one. */
export function useScopeLang(): Lang | null {
  return useContext(ScopeContext);
}

/** Content read in the language of the nearest LanguageScope (the page language outside one). */
export function useScopedContent<T>(ns: AnyNamespace, key: string): T {
  const lang = useScopeLang();
  return useContent<T>(ns, key, lang ?? undefined);
}

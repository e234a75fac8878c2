import type { HTMLAttributes, ReactNode } from 'react';
import { dirOf, type Lang } from '@/i18n/languages';
import { ScopeContext } from '@/i18n/scoped-language';
import { DirectionCache } from '@/styles/caches-context';

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

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { DirectionCache } from '@/styles/caches-context';
import { dirOf, isLang, type Lang } from './languages';
import { readStorage, writeStorage } from './safe-storage';
import { useContent } from './use-content';
import type { AnyNamespace } from './resources';

export interface ScopedLanguageOptions {
  /** The language shown before any stored choice is read (and in the prerendered HTML). */
  defaultLang: Lang;
  /** Persist the choice in localStorage under this key. */
  storageKey?: string;
}

export interface ScopedLanguage {
  lang: Lang;
  setLang: (lng: Lang) => void;
}

/**
 * The language of one section of a page, independent of the site language.
 * The stored choice is read after hydration, so the prerendered HTML and the first client render
 * agree; missing, foreign or unreadable values are ignored.
 */
export function useScopedLanguage({
  defaultLang,
  storageKey,
}: ScopedLanguageOptions): ScopedLanguage {
  const [lang, setLangState] = useState<Lang>(defaultLang);

  useEffect(() => {
    if (!storageKey) return;
    const stored = readStorage(storageKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    if (isLang(stored)) setLangState(stored);
  }, [storageKey]);

  const setLang = useCallback(
    (lng: Lang) => {
      setLangState(lng);
      if (storageKey) writeStorage(storageKey, lng);
    },
    [storageKey],
  );

  return { lang, setLang };
}

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

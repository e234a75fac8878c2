import { createContext, useContext } from 'react';
import type * as v from 'valibot';
import type { Lang } from './languages';
import { useContent } from './use-content';
import type { AnyNamespace } from './namespaces';

/** The language of a section of the page (given by `LanguageScope`, src/components/ui/language-scope.tsx). */
export const ScopeContext = createContext<Lang | null>(null);

/** The language of the nearest LanguageScope, or null outside one. */
export function useScopeLang(): Lang | null {
  return useContext(ScopeContext);
}

/** Content read in the language of the nearest LanguageScope (the page language outside one). */
export function useScopedContent<S extends v.GenericSchema>(
  schema: S,
  ns: AnyNamespace,
  key: string,
): v.InferOutput<S> {
  const lang = useScopeLang();
  return useContent(schema, ns, key, lang ?? undefined);
}

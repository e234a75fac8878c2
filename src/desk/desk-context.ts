import { createContext, use, useEffect, useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import { DeskRequestError } from './desk-api';
import type { DeskWords } from './desk-labels';
import type { DeskView } from './desk-session';

/** What every part of the desk's panel shares: its language, its words, the status line. */

export interface Status {
  kind: 'ok' | 'error' | 'info';
  text: string;
  frame?: string;
}

export interface DeskContextValue {
  lang: Lang;
  words: DeskWords;
  host: HTMLElement;
  setStatus: (status: Status | undefined) => void;
  open: (view: DeskView) => void;
}

export const DeskContext = createContext<DeskContextValue | null>(null);

export function useDesk(): DeskContextValue {
  const value = use(DeskContext);
  if (!value) throw new Error('The desk panel renders inside DeskApp only');
  return value;
}

export const dirOf = (lng: Lang) => (lng === 'ar' ? 'rtl' : 'ltr');
export const otherOf = (lng: Lang): Lang => (lng === 'ar' ? 'en' : 'ar');

/** The status line for a failed request: the server's words (already in the desk's language). */
export function errorStatus(words: DeskWords, error: unknown): Status {
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'error',
    text: fillText(words.serverError, { message }),
    ...(error instanceof DeskRequestError && error.frame ? { frame: error.frame } : {}),
  };
}

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

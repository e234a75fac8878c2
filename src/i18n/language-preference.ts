import LanguageDetector from 'i18next-browser-languagedetector';
import { isLang, type Lang } from './languages';

/** Where the visitor's own choice of site language is remembered. */
export const preferenceKey = 'aatc.language';

function detector(order: string[]): LanguageDetector {
  return new LanguageDetector(undefined, {
    order,
    lookupLocalStorage: preferenceKey,
    caches: ['localStorage'],
  });
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The language the visitor chose with the language switch, if any (foreign values ignored). */
export function rememberedLanguage(): Lang | null {
  try {
    const value = first(detector(['localStorage']).detect());
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(lng: Lang): void {
  try {
    detector(['localStorage']).cacheUserLanguage(lng);
  } catch {
    // Storage unavailable: nothing is remembered.
  }
}

/** The browser's preferred site language, from its first listed language. */
export function browserLanguage(): Lang | null {
  try {
    const value = first(detector(['navigator']).detect());
    const primary = typeof value === 'string' ? value.toLowerCase().split(/[-_]/)[0] : null;
    return isLang(primary) ? primary : null;
  } catch {
    return null;
  }
}

/**
 * Whether a page in `pageLang` offers the visitor its other language: Arabic readers on English
 * pages only, and only while they have not chosen a language with the switch. Many Arabic readers
 * browse with English browser settings, so the reverse offer would nag them on every Arabic page.
 */
export function offersOtherLanguage(pageLang: Lang): boolean {
  return pageLang === 'en' && rememberedLanguage() === null && browserLanguage() === 'ar';
}

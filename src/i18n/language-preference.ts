import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { isLang, type Lang } from './languages';
import { readStorage, writeStorage } from './safe-storage';

/** Where the visitor's own choice of site language is remembered. */
export const preferenceKey = 'aatc.language';

/**
 * The detector's store of the visitor's choice: the site's one localStorage wrapper
 * (safe-storage.ts), so private modes, disabled storage and quota errors read as "no choice"
 * here as everywhere else.
 */
const safeStorageDetector: CustomDetector = {
  name: 'safeStorage',
  lookup: () => readStorage(preferenceKey) ?? undefined,
  cacheUserLanguage: (lng) => writeStorage(preferenceKey, lng),
};

/** The commissioned detector: the stored choice from the safe storage, or the browser's. */
function detector(order: ('safeStorage' | 'navigator')[]): LanguageDetector {
  const languageDetector = new LanguageDetector(undefined, { order, caches: ['safeStorage'] });
  languageDetector.addDetector(safeStorageDetector);
  return languageDetector;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The language the visitor chose with the language switch, if any (foreign values ignored). */
export function rememberedLanguage(): Lang | null {
  const value = first(detector(['safeStorage']).detect());
  return isLang(value) ? value : null;
}

export function rememberLanguage(lng: Lang): void {
  detector(['safeStorage']).cacheUserLanguage(lng);
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

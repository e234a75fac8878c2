import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from './languages';

/** The page language (the root i18next instance's), whatever section we are in. */
export function usePageLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'en';
}

import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/routes/route-link';
import { pageNameKey } from '@/routes/page-name';

/** Where to look instead when a search finds nothing or fails: the pages that list every course. */
export function SearchBrowse() {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('search.browse')}>
      <BrowseLinks />
    </nav>
  );
}

/** Shown only without JavaScript: search cannot run, so the course lists stand in for it. */
export function SearchNoScript() {
  const { t } = useTranslation('search');
  return (
    <noscript>
      <p>{t('search.noScript')}</p>
      <BrowseLinks />
    </noscript>
  );
}

function BrowseLinks() {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <RouteLink to="courseFinder">{t(pageNameKey('courseFinder'))}</RouteLink>
      </li>
      <li>
        <RouteLink to="ourProgrammes">{t(pageNameKey('ourProgrammes'))}</RouteLink>
      </li>
    </ul>
  );
}

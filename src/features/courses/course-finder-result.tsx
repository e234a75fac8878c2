import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { BidiText } from '@/components/ui/bidi-text';
import { FactList } from '@/components/ui/fact-list';
import { factSchema } from '@/content/schemas';
import { isLang, localizePath } from '@/i18n/languages';
import { readContent } from '@/i18n/use-content';
import { getRoute, type RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { AskLinks } from './ask-about-course';
import { pageNameKey } from '@/routes/page-name';

const factsSchema = v.array(factSchema);

/** How many of its page's facts a result shows (the first ones: length, class size, ages…). */
export const shownFacts = 4;

/** One course that fits: its name, linked to its page, the first facts its page states, and ways to ask. */
export function FinderResult({ id }: { id: RouteId }) {
  const { i18n, t } = useTranslation();
  const route = getRoute(id);
  const facts = readContent(i18n, factsSchema, route.ns, `${id}.facts`);
  const path = localizePath(route.path, isLang(i18n.language) ? i18n.language : 'en');
  return (
    <li>
      <h3>
        <RouteLink to={id}>
          <BidiText>{t(pageNameKey(id))}</BidiText>
        </RouteLink>
      </h3>
      <FactList facts={facts.slice(0, shownFacts)} />
      <AskLinks course={t(pageNameKey(id))} path={path} />
    </li>
  );
}

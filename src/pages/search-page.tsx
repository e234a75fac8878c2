import { Island } from '@/components/island/island';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import * as v from 'valibot';
import synonymsFile from '@locales/search-synonyms.json';
import { searchSynonymsSchema } from '@/content/schemas';
import { siteSearchIsland } from '@/features/search/site-search';
import { usePageLang } from '@/i18n/use-page-lang';

const synonyms = v.parse(searchSynonymsSchema, synonymsFile);
import { useCurrentPage } from '@/routes/page-context';
import { usePageContent } from '@/routes/use-page-content';

/**
 * The search page of a language: the form in the document; the island that asks the index wakes
 * when the visitor touches the form, or at once when the address already carries words.
 */
export function SearchPage() {
  const content = usePageContent('search');
  const { pathname } = useCurrentPage();
  const lng = usePageLang();
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <Island island={siteSearchIsland} props={{ action: pathname, synonyms: synonyms[lng] }} />
      </PageBody>
    </article>
  );
}

import { Island } from '@/components/island/island';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { factSchema } from '@/content/schemas';
import { courseFinderIsland, shownFacts } from '@/features/courses/course-finder';
import { finderCourses } from '@/features/courses/finder';
import type { IslandKey } from '@/components/island/island-data';
import { getRoute } from '@/routes/manifest';
import { useCurrentPage } from '@/routes/page-context';
import { readContent } from '@/i18n/use-content';
import { pageNameKey } from '@/routes/page-name';
import { usePageContent } from '@/routes/use-page-content';

const factsSchema = v.array(factSchema);

/**
 * Each course's name and the facts its result shows: the only copy of other pages the finder's
 * island carries.
 */
function courseKeys(i18n: I18n): IslandKey[] {
  return finderCourses().flatMap(({ id }): IslandKey[] => {
    const { ns } = getRoute(id);
    const facts = readContent(i18n, factsSchema, ns, `${id}.facts`).slice(0, shownFacts);
    return [
      `common:${pageNameKey(id)}`,
      ...facts.map((_, at): IslandKey => `${ns}:${id}.facts.${at}`),
    ];
  });
}

/** The course finder: the whole list in the document; the island narrows it as the visitor answers. */
export function CourseFinderPage() {
  const content = usePageContent('course-finder');
  const { pathname } = useCurrentPage();
  const { i18n } = useTranslation();
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        {/* The list of every course is not indexed: it would make this page match every search. */}
        <div data-pagefind-ignore="">
          <Island
            island={courseFinderIsland}
            props={{ action: pathname }}
            moreKeys={courseKeys(i18n)}
          />
        </div>
      </PageBody>
    </article>
  );
}

import { Island } from '@/components/island/island';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { courseFinderContentSchema } from '@/content/schemas';
import { CourseFinder } from '@/features/courses/course-finder';
import { finderCourses } from '@/features/courses/finder';
import type { IslandKey } from '@/components/island/island-data';
import { getRoute } from '@/routes/manifest';
import { useCurrentPage } from '@/routes/page-context';
import { useContent } from '@/i18n/use-content';

/** Each course's name and facts: the only copy of other pages the finder's island carries. */
const courseKeys: IslandKey[] = finderCourses().flatMap(({ id }): IslandKey[] => [
  `common:routes.${id}`,
  `${getRoute(id).ns}:${id}.facts`,
]);

/** The course finder: the whole list in the document; the island narrows it as the visitor answers. */
export function CourseFinderPage() {
  const content = useContent(courseFinderContentSchema, 'course-finder', 'courseFinder');
  const { pathname } = useCurrentPage();
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        {/* The list of every course is not indexed: it would make this page match every search. */}
        <div data-pagefind-ignore="">
          <Island
            name="course-finder"
            component={CourseFinder}
            props={{ action: pathname }}
            keys={['course-finder:courseFinder', 'common:ask', ...courseKeys]}
            trigger="interaction"
            wakeIfQuery
          />
        </div>
      </PageBody>
    </article>
  );
}

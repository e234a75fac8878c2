import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { audiences } from '@/content/course-facets';
import { finderCourses } from './finder';
import { pageNameKey } from '@/routes/page-name';

/** Every course, grouped by who it is for: the page before any answer, and without JavaScript. */
export function AllCourses() {
  const { t } = useTranslation('course-finder');
  const courses = finderCourses();
  return (
    <section aria-labelledby="finder-all">
      <h2 id="finder-all">{t('courseFinder.allTitle')}</h2>
      {audiences.map((audience) => (
        <section key={audience} aria-labelledby={`finder-${audience}`}>
          <h3 id={`finder-${audience}`}>{t(`courseFinder.form.audiences.${audience}`)}</h3>
          <ul>
            {courses
              .filter((course) => course.facets.audiences.includes(audience))
              .map((course) => (
                <li key={course.id}>
                  <RouteLink to={course.id}>
                    <AllCourseName id={course.id} />
                  </RouteLink>{' '}
                  ({t(`courseFinder.form.goals.${course.facets.goal}`)})
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function AllCourseName({ id }: { id: RouteId }) {
  const { t } = useTranslation();
  return <BidiText>{t(pageNameKey(id))}</BidiText>;
}

import { useTranslation } from 'react-i18next';
import { AllCourses } from './course-finder-all-courses';
import { FinderResult } from './course-finder-result';
import { findCourses, type FinderFilters } from './finder';

/**
 * Below the questions: the count of courses that fit (announced; empty before any answer), then
 * those courses, or a line saying there are none, or, with no answer yet, every course.
 */
export function FinderResults({
  filters,
  answered,
}: {
  filters: FinderFilters;
  answered: boolean;
}) {
  const { t } = useTranslation('course-finder');
  const found = findCourses(filters);
  return (
    <>
      <p className="count" role="status" aria-live="polite" data-testid="finder-count">
        {answered ? t('courseFinder.count', { count: found.length }) : ''}
      </p>
      {answered ? (
        found.length > 0 ? (
          <ul className="results" data-testid="finder-results">
            {found.map((id) => (
              <FinderResult key={id} id={id} />
            ))}
          </ul>
        ) : (
          <p>{t('courseFinder.none')}</p>
        )
      ) : (
        <AllCourses />
      )}
    </>
  );
}

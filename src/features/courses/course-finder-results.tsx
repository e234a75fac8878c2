import { useTranslation } from 'react-i18next';
import { AllCourses } from './course-finder-all-courses';
import { FinderResult } from './course-finder-result';
import { findCourses, type FinderFilters } from './finder';

/**
 * Below the questions: the count of courses that fit (announced; before any answer, empty, or
 * saying the answers were cleared), then under their own heading those courses, or a line saying
 * there are none, or, with no answer yet, every course (a heading of the same level).
 */
export function FinderResults({
  filters,
  answered,
  cleared,
}: {
  filters: FinderFilters;
  answered: boolean;
  cleared: boolean;
}) {
  const { t } = useTranslation('course-finder');
  const found = findCourses(filters);
  const status = answered
    ? t('courseFinder.count', { count: found.length })
    : cleared
      ? t('courseFinder.cleared')
      : '';
  return (
    <>
      {answered && <h2>{t('courseFinder.resultsTitle')}</h2>}
      <p className="count" role="status" aria-live="polite" data-testid="finder-count">
        {status}
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

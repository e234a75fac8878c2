import { useTranslation } from 'react-i18next';
import type { SetFilter } from './course-finder-filters';
import { FinderQuestion } from './course-finder-question';
import { ageBands, audiences, formats, goals, timeBudgets } from '@/content/course-facets';
import type { FinderFilters } from './finder';

/** The finder's questions, in order; the age question only once the course is for a child. */
export function FinderQuestions({ filters, set }: { filters: FinderFilters; set: SetFilter }) {
  const { t } = useTranslation('course-finder');
  return (
    <>
      <FinderQuestion
        name="who"
        legend={t('courseFinder.form.who')}
        options={audiences}
        label={(value) => t(`courseFinder.form.audiences.${value}`)}
        value={filters.audience}
        onChange={(value) => set('audience', value)}
      />
      {filters.audience === 'child' && (
        <FinderQuestion
          name="age"
          legend={t('courseFinder.form.age')}
          options={ageBands}
          label={(value) => t(`courseFinder.form.ages.${value}`)}
          value={filters.age}
          onChange={(value) => set('age', value)}
        />
      )}
      <FinderQuestion
        name="goal"
        legend={t('courseFinder.form.goal')}
        options={goals}
        label={(value) => t(`courseFinder.form.goals.${value}`)}
        value={filters.goal}
        onChange={(value) => set('goal', value)}
      />
      <FinderQuestion
        name="format"
        legend={t('courseFinder.form.format')}
        options={formats}
        label={(value) => t(`courseFinder.form.formats.${value}`)}
        value={filters.format}
        onChange={(value) => set('format', value)}
      />
      <FinderQuestion
        name="time"
        legend={t('courseFinder.form.time')}
        options={timeBudgets.filter((time) => time !== 'any')}
        label={(value) => t(`courseFinder.form.times.${value}`)}
        value={filters.time}
        onChange={(value) => set('time', value)}
      />
    </>
  );
}

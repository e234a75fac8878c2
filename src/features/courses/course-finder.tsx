import { useTranslation } from 'react-i18next';
import { ClearAnswers } from './course-finder-clear';
import { useFinderFilters } from './course-finder-filters';
import { FinderQuestions } from './course-finder-questions';
import { FinderResults } from './course-finder-results';
import { finderStyles } from './course-finder-styles';
import { defineIsland } from '@/components/island/define-island';

// The course finder page reads how many facts a result shows from here, where it always has.
export { shownFacts } from './course-finder-result';

/**
 * The course finder: a few questions as radio chips, and the courses of the manifest that fit,
 * each with the facts its page states. The answers live in the URL (`?who=child&age=6-12`), so a
 * result can be shared; the count is announced, and so is clearing them. Prerendered with no answers, it lists every course
 * by who it is for, which is what a browser without JavaScript shows.
 */
export function CourseFinder({ action }: { action: string }) {
  const { t } = useTranslation('course-finder');
  const { filters, formRef, set, clear, cleared, answered } = useFinderFilters();
  // The button goes with the answers: focus goes to the first question's first option, now
  // chosen ("any"), and the status says what happened.
  const clearAndRefocus = () => {
    clear();
    formRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
  };
  return (
    <div css={finderStyles}>
      {/* Without JavaScript the chips cannot narrow the list: the whole list below is shown. */}
      <noscript>
        <style>{'.finder-form{display:none}'}</style>
      </noscript>
      <form
        ref={formRef}
        method="get"
        action={action}
        aria-label={t('courseFinder.form.label')}
        className="finder-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <FinderQuestions filters={filters} set={set} />
        {answered && <ClearAnswers onClear={clearAndRefocus} />}
      </form>
      <FinderResults filters={filters} answered={answered} cleared={cleared} />
    </div>
  );
}

/** The page adds every course's name and facts (`moreKeys`): src/pages/course-finder-page.tsx. */
export const courseFinderIsland = defineIsland({
  name: 'course-finder',
  component: CourseFinder,
  keys: ['course-finder:courseFinder', 'common:ask'],
  trigger: 'interaction',
  wakeIfQuery: true,
});

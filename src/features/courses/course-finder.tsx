import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { FactList } from '@/components/ui/fact-list';
import { AskLinks } from './ask-about-course';
import { factSchema } from '@/content/schemas';
import { isLang, localizePath } from '@/i18n/languages';
import { readContent } from '@/i18n/use-content';
import { getRoute, type RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';
import {
  ageBands,
  audiences,
  filtersQuery,
  findCourses,
  finderCourses,
  formats,
  goals,
  parseFilters,
  timeBudgets,
  type FinderFilters,
} from './finder';

const styles = css`
  fieldset {
    margin: 0 0 ${space.md};
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: ${space.xs};
    font-weight: 700;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
  }
  .chips label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: 22px;
    color: ${colors.navy};
    cursor: pointer;
  }
  .chips input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  .chips label:has(input:checked) {
    background: ${colors.navy};
    color: #fff;
  }
  .chips label:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .count {
    font-weight: 700;
  }
  .results {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
  .results > li {
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-block: ${space.sm} 0;
  }
  .results h3 {
    margin-block: 0 ${space.xs};
  }
  dl {
    margin: 0;
  }
  dl div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const factsSchema = v.array(factSchema);

/** How many of its page's facts a result shows (the first ones: length, class size, ages…). */
export const shownFacts = 4;

function Course({ id }: { id: RouteId }) {
  const { i18n, t } = useTranslation();
  const route = getRoute(id);
  const facts = readContent(i18n, factsSchema, route.ns, `${id}.facts`);
  const path = localizePath(route.path, isLang(i18n.language) ? i18n.language : 'en');
  return (
    <li>
      <h3>
        <RouteLink to={id}>
          <BidiText>{t(`routes.${id}`)}</BidiText>
        </RouteLink>
      </h3>
      <FactList facts={facts.slice(0, shownFacts)} />
      <AskLinks course={t(`routes.${id}`)} path={path} />
    </li>
  );
}

function Choice<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation('course-finder');
  const option = (value: T | '', text: string): ReactNode => (
    <label key={value || 'any'}>
      <input
        type="radio"
        name={props.name}
        value={value}
        checked={(props.value ?? '') === value}
        onChange={() => props.onChange(value === '' ? undefined : value)}
      />
      {text}
    </label>
  );
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="chips">
        {option('', t('courseFinder.form.any'))}
        {props.options.map((value) => option(value, props.label(value)))}
      </div>
    </fieldset>
  );
}

/** `query` with the chips checked in the form on top (also those tapped before the island woke). */
function withTapped(form: HTMLFormElement | null, query: URLSearchParams): URLSearchParams {
  for (const [name, value] of form ? new FormData(form) : []) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  return query;
}

/**
 * The course finder: a few questions as radio chips, and the courses of the manifest that fit,
 * each with the facts its page states. The answers live in the URL (`?who=child&age=6-12`), so a
 * result can be shared; the count is announced. Prerendered with no answers, it lists every course
 * by who it is for, which is what a browser without JavaScript shows.
 */
export function CourseFinder({ action }: { action: string }) {
  const { t } = useTranslation('course-finder');
  const [filters, setFilters] = useState<FinderFilters>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The answers of a shared URL, and any chip tapped before the island woke (which wins), read
    // after hydration.
    const query = withTapped(formRef.current, new URLSearchParams(window.location.search));
    setFilters(parseFilters(query));
  }, []);

  const update = (next: FinderFilters) => {
    setFilters(next);
    const query = filtersQuery(next);
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  };
  // The chips are read from the form, the record of what the visitor tapped (also while the
  // island woke), not from a possibly older state.
  const set = <K extends keyof FinderFilters>(key: K, value: FinderFilters[K]) => {
    const next = parseFilters(withTapped(formRef.current, new URLSearchParams()));
    if (value === undefined) delete next[key];
    else next[key] = value;
    if (key === 'audience' && value !== 'child') delete next.age;
    update(next);
  };
  const answered = Object.keys(filters).length > 0;
  const found = findCourses(filters);

  return (
    <div css={styles}>
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
        <Choice
          name="who"
          legend={t('courseFinder.form.who')}
          options={audiences}
          label={(value) => t(`courseFinder.form.audiences.${value}`)}
          value={filters.audience}
          onChange={(value) => set('audience', value)}
        />
        {filters.audience === 'child' && (
          <Choice
            name="age"
            legend={t('courseFinder.form.age')}
            options={ageBands}
            label={(value) => t(`courseFinder.form.ages.${value}`)}
            value={filters.age}
            onChange={(value) => set('age', value)}
          />
        )}
        <Choice
          name="goal"
          legend={t('courseFinder.form.goal')}
          options={goals}
          label={(value) => t(`courseFinder.form.goals.${value}`)}
          value={filters.goal}
          onChange={(value) => set('goal', value)}
        />
        <Choice
          name="format"
          legend={t('courseFinder.form.format')}
          options={formats}
          label={(value) => t(`courseFinder.form.formats.${value}`)}
          value={filters.format}
          onChange={(value) => set('format', value)}
        />
        <Choice
          name="time"
          legend={t('courseFinder.form.time')}
          options={timeBudgets.filter((time) => time !== 'any')}
          label={(value) => t(`courseFinder.form.times.${value}`)}
          value={filters.time}
          onChange={(value) => set('time', value)}
        />
        {answered && (
          <button type="button" css={buttonStyles('secondary')} onClick={() => update({})}>
            {t('courseFinder.form.clear')}
          </button>
        )}
      </form>
      <p className="count" role="status" aria-live="polite" data-testid="finder-count">
        {answered ? t('courseFinder.count', { count: found.length }) : ''}
      </p>
      {answered ? (
        found.length > 0 ? (
          <ul className="results" data-testid="finder-results">
            {found.map((id) => (
              <Course key={id} id={id} />
            ))}
          </ul>
        ) : (
          <p>{t('courseFinder.none')}</p>
        )
      ) : (
        <AllCourses />
      )}
    </div>
  );
}

/** Every course, grouped by who it is for: the page before any answer, and without JavaScript. */
function AllCourses() {
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
  return <BidiText>{t(`routes.${id}`)}</BidiText>;
}

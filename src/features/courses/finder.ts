import {
  ageBands,
  audiences,
  formats,
  goals,
  timeBudgets,
  type AgeBand,
  type Audience,
  type FinderFacets,
  type Format,
  type Goal,
  type TimeBudget,
} from '@/content/course-facets';
import { routes, type RouteId } from '@/routes/manifest';

const bandAges: Record<AgeBand, readonly [number, number]> = { 'under-6': [2, 5], '6-12': [6, 12] };

export interface FinderFilters {
  audience?: Audience;
  /** A child's age band, when the course is for a child. */
  age?: AgeBand;
  goal?: Goal;
  format?: Format;
  time?: TimeBudget;
}

const weeksFor: Record<Exclude<TimeBudget, 'any'>, number> = { month: 4, quarter: 13 };

/** Every course, exam and certificate page of the manifest, in manifest order, with its facets. */
export function finderCourses(): { id: RouteId; facets: FinderFacets }[] {
  return routes.flatMap((route) => {
    return route.course ? [{ id: route.id, facets: route.course.finder }] : [];
  });
}

/**
 * The courses that fit the visitor's answers. An unanswered question filters nothing. A course
 * whose page states no length or no ages is kept (its page says "ask us"), never guessed out.
 */
export function findCourses(filters: FinderFilters): RouteId[] {
  return finderCourses()
    .filter(({ facets }) => {
      if (filters.audience && !facets.audiences.includes(filters.audience)) return false;
      if (filters.audience === 'child' && filters.age && facets.ages) {
        const [from, to] = bandAges[filters.age];
        if (facets.ages[1] < from || facets.ages[0] > to) return false;
      }
      if (filters.goal && facets.goal !== filters.goal) return false;
      if (filters.format && !facets.formats.includes(filters.format)) return false;
      if (filters.time && filters.time !== 'any' && facets.weeks !== undefined) {
        if (facets.weeks > weeksFor[filters.time]) return false;
      }
      return true;
    })
    .map(({ id }) => id);
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The answers from a URL's query (a shared result); anything unknown is ignored. */
export function parseFilters(query: URLSearchParams): FinderFilters {
  const filters: FinderFilters = {};
  const audience = pick(audiences, query.get('who'));
  const age = pick(ageBands, query.get('age'));
  const goal = pick(goals, query.get('goal'));
  const format = pick(formats, query.get('format'));
  const time = pick(timeBudgets, query.get('time'));
  if (audience) filters.audience = audience;
  if (age && audience === 'child') filters.age = age;
  if (goal) filters.goal = goal;
  if (format) filters.format = format;
  if (time) filters.time = time;
  return filters;
}

/** The query that shares these answers (the same names the page's form submits). */
export function filtersQuery(filters: FinderFilters): string {
  const query = new URLSearchParams();
  if (filters.audience) query.set('who', filters.audience);
  if (filters.age && filters.audience === 'child') query.set('age', filters.age);
  if (filters.goal) query.set('goal', filters.goal);
  if (filters.format) query.set('format', filters.format);
  if (filters.time) query.set('time', filters.time);
  return query.toString();
}

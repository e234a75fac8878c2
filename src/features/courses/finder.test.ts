import { describe, expect, it } from 'vitest';
import { routes } from '@/routes/manifest';
import { courseFacts } from './course-config';
import { finderCourses, filtersQuery, findCourses, parseFilters } from './finder';

describe('course finder', () => {
  it('knows every course, exam and certificate page of the manifest, and nothing else', () => {
    const pages = routes.filter((route) => route.template === 'course').map((route) => route.id);
    expect(finderCourses().map((course) => course.id)).toEqual(pages);
  });

  it('finds the courses for a nine-year-old, in manifest order, and not the preschool', () => {
    const found = findCourses({ audience: 'child', age: '6-12' });
    expect(found).toContain('englishForKids');
    expect(found).toContain('frenchForKids');
    expect(found).not.toContain('americanPreschool');
    expect(found).not.toContain('generalEnglish');
    expect(findCourses({ audience: 'child', age: 'under-6' })).toContain('americanPreschool');
  });

  it('narrows by goal, format and time, and keeps a course whose length the page does not state', () => {
    const online = findCourses({ format: 'online' });
    expect(online.length).toBeGreaterThan(0);
    for (const id of online) expect(courseFacts(id)?.finder.formats).toContain('online');
    const month = findCourses({ goal: 'it', time: 'month' });
    expect(month).not.toContain('photoshop'); // ninety days
    expect(month).toContain('ccna'); // no length stated: ask us
    expect(findCourses({ goal: 'teaching', audience: 'teacher', time: 'quarter' })).toContain(
      'tefl',
    );
  });

  it('filters nothing when nothing is answered', () => {
    expect(findCourses({})).toHaveLength(finderCourses().length);
  });

  it('reads its answers from a shared URL, ignoring garbage, and writes them back', () => {
    const query = new URLSearchParams('who=child&age=6-12&goal=language&format=moon&time=<x>');
    expect(parseFilters(query)).toEqual({ audience: 'child', age: '6-12', goal: 'language' });
    expect(parseFilters(new URLSearchParams('age=-3&who=%00'))).toEqual({});
    expect(parseFilters(new URLSearchParams('who=adult&age=6-12'))).toEqual({ audience: 'adult' });
    const filters = { audience: 'child', age: '6-12', goal: 'language', time: 'month' } as const;
    expect(parseFilters(new URLSearchParams(filtersQuery(filters)))).toEqual(filters);
    expect(filtersQuery({ audience: 'adult', age: '6-12' })).toBe('who=adult');
  });
});

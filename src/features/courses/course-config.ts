import type { CourseFacts, Family } from '@/content/course-facets';
import { getRoute, type RouteId } from '@/routes/manifest';

/** A course, exam or certificate page's facts, from its manifest entry; undefined for other pages. */
export function courseFacts(id: RouteId): CourseFacts | undefined {
  return getRoute(id).course;
}

export function familyImage(family: Family): string {
  return `/images/programmes/${family}.svg`;
}

/**
 * A course's drawing: its own (public/images/courses/<id>.svg, one style per family) when its entry
 * says it has one, else its family's; null for pages that are not courses.
 */
export function courseDrawing(id: RouteId): string | null {
  const facts = courseFacts(id);
  if (!facts) return null;
  return facts.drawing ? `/images/courses/${id}.svg` : familyImage(facts.family);
}

/** A course's picture: the academy's photo when it has added one, else the course's drawing. */
export function courseImage(id: RouteId): string {
  return courseFacts(id)?.photo ?? courseDrawing(id) ?? familyImage('skills');
}

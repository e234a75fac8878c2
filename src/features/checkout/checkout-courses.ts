import { useTranslation } from 'react-i18next';
import type { IslandKey } from '@/components/island/island-data';
import type { CheckoutContent } from '@/content/checkout-content';
import { checkoutCourses } from '@/routes/manifest';
import { pageNameKey } from '@/routes/page-name';

/** One choice of the course list: its value (a route id or a key of `coursesWithoutPage`). */
export interface CourseChoice {
  value: string;
  name: string;
}

/** The locale keys of the listed pages' names (the island reads them in the browser). */
export const checkoutCourseKeys: readonly IslandKey[] = checkoutCourses().map(
  (route) => `common:${pageNameKey(route.id)}` as const,
);

/**
 * The checkout's course list: the courses without a page first (the checkout's own copy), then
 * every page marked `course.checkout` in the manifest, by its page's `name`, in manifest order.
 */
export function useCourseChoices(content: CheckoutContent): CourseChoice[] {
  const { t } = useTranslation();
  return [
    ...Object.entries(content.coursesWithoutPage).map(([value, name]) => ({ value, name })),
    ...checkoutCourses().map((route) => ({ value: route.id, name: t(pageNameKey(route.id)) })),
  ];
}

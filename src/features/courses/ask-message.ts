import { siteOrigin } from '@/config/site';
import { urlPath } from '@/i18n/languages';

/** The values an "ask about this course" message names. */
export interface AskValues {
  /** The course's name as its page shows it. */
  course: string;
  /** The page's path (`/ar/bamp/pmp`); the message carries its full address. */
  path: string;
}

const placeholder = /\{\{(course|url)\}\}/g;

/**
 * The prefilled WhatsApp message about a course: the translator's template with `{{course}}` and
 * `{{url}}` filled in one pass (a course name is never read as a placeholder again).
 */
export function askMessage(template: string, { course, path }: AskValues): string {
  const url = new URL(urlPath(path), siteOrigin).href;
  return template.replace(placeholder, (_match, name: string) =>
    name === 'course' ? course : url,
  );
}

import { pageTemplates, type Template, type TemplateContent } from '@/content/page-templates';
import { useContent } from '@/i18n/use-content';
import { usePage } from './use-page';

/**
 * The current page's copy (`<ns>.json` › `<id>`), read through its template's schema
 * (src/content/page-templates.ts). A template component names itself, so a page rendered by the
 * wrong template fails loudly instead of reading copy of another shape.
 */
export function usePageContent<T extends Template>(template: T): TemplateContent<T> {
  const route = usePage();
  if (route.template !== template) {
    throw new Error(`Page ${route.id} has template ${route.template}, not ${template}`);
  }
  return useContent(pageTemplates[template].schema, route.ns, route.id) as TemplateContent<T>;
}

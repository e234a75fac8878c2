/**
 * Every page template and the shape of its copy: the one place a template declares its content
 * schema. The manifest names a template for each page (src/routes/manifest.ts), a page reads its
 * copy through this schema (`usePageContent`, src/routes/use-page-content.ts), and the locale
 * checks validate every page of every locale file against it (src/l10n/locale-schemas.ts).
 * A template marked `bilingual` shows its copy in both languages (an in-page toggle), so its page
 * loads its namespace in both.
 */
import type * as v from 'valibot';
import { checkoutContentSchema } from './checkout-content';
import {
  catalogueContentSchema,
  companyContentSchema,
  contactContentSchema,
  courseContentSchema,
  courseFinderContentSchema,
  embedContentSchema,
  examCentresContentSchema,
  homeContentSchema,
  jobsContentSchema,
  landingContentSchema,
  levelCheckContentSchema,
  policyContentSchema,
  searchContentSchema,
  warningContentSchema,
} from './schemas';

interface TemplateSpec {
  readonly schema: v.GenericSchema;
  readonly bilingual?: true;
}

export const pageTemplates = {
  home: { schema: homeContentSchema },
  company: { schema: companyContentSchema },
  catalogue: { schema: catalogueContentSchema },
  course: { schema: courseContentSchema },
  'exam-centres': { schema: examCentresContentSchema },
  policy: { schema: policyContentSchema },
  'scoped-policy': { schema: policyContentSchema, bilingual: true },
  warning: { schema: warningContentSchema, bilingual: true },
  contact: { schema: contactContentSchema },
  'embed-form': { schema: embedContentSchema },
  landing: { schema: landingContentSchema },
  jobs: { schema: jobsContentSchema },
  checkout: { schema: checkoutContentSchema },
  'level-check': { schema: levelCheckContentSchema },
  'course-finder': { schema: courseFinderContentSchema },
  search: { schema: searchContentSchema },
} as const satisfies Record<string, TemplateSpec>;

export type Template = keyof typeof pageTemplates;

/** The copy of a page of this template, as its schema gives it. */
export type TemplateContent<T extends Template> = v.InferOutput<
  (typeof pageTemplates)[T]['schema']
>;

export function isBilingualTemplate(template: Template): boolean {
  const spec: TemplateSpec = pageTemplates[template];
  return spec.bilingual === true;
}

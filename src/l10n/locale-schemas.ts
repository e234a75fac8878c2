import * as v from 'valibot';
import { contactFormContentSchema, contactReachContentSchema } from '@/content/contact-content';
import { pageTemplates } from '@/content/page-templates';
import {
  catalogueFamiliesSchema,
  embedFallbackSchema,
  jobOpeningsSchema,
  listedCardSchema,
  policyToggleSchema,
  text,
} from '@/content/schemas';
import { routes } from '@/routes/manifest';

/** Keys of a namespace that are not pages: shared parts of its pages. */
const sharedParts: Partial<Record<string, Record<string, v.GenericSchema>>> = {
  catalogue: { families: catalogueFamiliesSchema },
  contact: { form: contactFormContentSchema, reach: contactReachContentSchema },
  forms: { fallback: embedFallbackSchema },
  jobs: { openings: jobOpeningsSchema },
  policies: { toggle: policyToggleSchema },
};

type Tree = string | Tree[] | { [key: string]: Tree };
/** `common` holds the site's shared labels: every leaf is non-empty copy, in a tree of objects. */
const commonSchema: v.GenericSchema<Tree> = v.record(
  v.string(),
  v.union([text, v.lazy(() => commonSchema), v.array(text)]),
);

/**
 * The whole shape of one locale file: one entry per page of the manifest in that namespace
 * (keyed by route id, checked against its template's schema), plus the namespace's shared parts;
 * nothing else (a misspelled page key is an error).
 */
export function namespaceSchema(ns: string): v.GenericSchema {
  if (ns === 'common') return commonSchema;
  const entries: Record<string, v.GenericSchema> = { ...sharedParts[ns] };
  for (const route of routes) {
    if (route.ns !== ns) continue;
    const { schema } = pageTemplates[route.template];
    // A page an index page lists needs its one-line card there.
    entries[route.id] = route.listedOn ? v.intersect([schema, listedCardSchema]) : schema;
  }
  return v.strictObject(entries);
}

/** Every place a locale file does not have the shape its pages read: key path and what is wrong. */
export function schemaIssues(ns: string, data: unknown): { path: string; message: string }[] {
  const result = v.safeParse(namespaceSchema(ns), data, { abortEarly: false });
  if (result.success) return [];
  return result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message:
      issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined
        ? `unknown key (misspelled, or not in the schema)`
        : issue.received === 'undefined'
          ? 'missing'
          : issue.message,
  }));
}

/** Every mistake in a locale file, as `locales/<lng>/<ns>.json › key.path: what is wrong`. */
export function localeIssues(lng: string, ns: string, data: unknown): string[] {
  return schemaIssues(ns, data).map(
    ({ path, message }) => `locales/${lng}/${ns}.json › ${path || '(top level)'}: ${message}`,
  );
}

/**
 * The types of the copy in `locales/<lng>/<namespace>.json`, derived from its schemas
 * (src/content/schemas.ts): one description of each shape, checked by tests/content for every
 * locale file in both languages.
 */
import type * as v from 'valibot';
import type {
  basePageSchema,
  catalogueContentSchema,
  companyContentSchema,
  contactContentSchema,
  courseContentSchema,
  embedContentSchema,
  examCentresContentSchema,
  factSchema,
  faqSchema,
  homeContentSchema,
  jobOpeningSchema,
  jobsContentSchema,
  landingContentSchema,
  mapContentSchema,
  pageMetaSchema,
  policyContentSchema,
  sectionSchema,
  testimonialSchema,
  warningContentSchema,
} from './schemas';

export type PageMeta = v.InferOutput<typeof pageMetaSchema>;
export type Faq = v.InferOutput<typeof faqSchema>;
export type Fact = v.InferOutput<typeof factSchema>;
export type Section = v.InferOutput<typeof sectionSchema>;
export type Testimonial = v.InferOutput<typeof testimonialSchema>;
export type BasePage = v.InferOutput<typeof basePageSchema>;
export type CourseContent = v.InferOutput<typeof courseContentSchema>;
export type PolicyContent = v.InferOutput<typeof policyContentSchema>;
export type CompanyContent = v.InferOutput<typeof companyContentSchema>;
export type ContactContent = v.InferOutput<typeof contactContentSchema>;
export type CatalogueContent = v.InferOutput<typeof catalogueContentSchema>;
export type ExamCentresContent = v.InferOutput<typeof examCentresContentSchema>;
export type EmbedContent = v.InferOutput<typeof embedContentSchema>;
export type LandingContent = v.InferOutput<typeof landingContentSchema>;
export type JobsContent = v.InferOutput<typeof jobsContentSchema>;
export type JobOpening = v.InferOutput<typeof jobOpeningSchema>;
export type WarningContent = v.InferOutput<typeof warningContentSchema>;
export type MapContent = v.InferOutput<typeof mapContentSchema>;
export type HomeContent = v.InferOutput<typeof homeContentSchema>;

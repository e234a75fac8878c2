/**
 * The types of the copy in `locales/<lng>/<namespace>.json`, derived from its schemas
 * (src/content/schemas.ts): one description of each shape, checked by tests/content for every
 * locale file in both languages.
 */
import type * as v from 'valibot';
import type {
  contactContentSchema,
  courseContentSchema,
  factSchema,
  faqSchema,
  homeContentSchema,
  jobOpeningSchema,
  jobsContentSchema,
  mapContentSchema,
  pageMetaSchema,
  sectionSchema,
  testimonialSchema,
} from './schemas';

export type PageMeta = v.InferOutput<typeof pageMetaSchema>;
export type Faq = v.InferOutput<typeof faqSchema>;
export type Fact = v.InferOutput<typeof factSchema>;
export type Section = v.InferOutput<typeof sectionSchema>;
export type Testimonial = v.InferOutput<typeof testimonialSchema>;
export type CourseContent = v.InferOutput<typeof courseContentSchema>;
export type ContactContent = v.InferOutput<typeof contactContentSchema>;
export type JobsContent = v.InferOutput<typeof jobsContentSchema>;
export type JobOpening = v.InferOutput<typeof jobOpeningSchema>;
export type MapContent = v.InferOutput<typeof mapContentSchema>;
export type HomeContent = v.InferOutput<typeof homeContentSchema>;

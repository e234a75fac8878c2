/**
 * Shapes of the page content kept in `locales/<lng>/<ns>.json`.
 * Every page object is keyed by its route id (see src/routes/manifest.ts).
 * Tests in tests/content validate every locale file against these shapes, in both languages.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Comma-separated keywords. */
  keywords: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Fact {
  label: string;
  value: string;
}

/** A titled block of prose with an optional bullet list. */
export interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface BasePage {
  meta: PageMeta;
  /** The page's one h1. */
  heading: string;
  /** One or two sentences under the heading. */
  lead: string;
}

/** Template `course`: every course, certificate and exam page. */
export interface CourseContent extends BasePage {
  body: string[];
  facts: Fact[];
  highlights?: { title: string; items: string[] };
  faq: Faq[];
  imageAlt: string;
}

/** Templates `company`, `policy`, `scoped-policy`, `contact` (text part), `warning`. */
export interface SectionsPage extends BasePage {
  sections: Section[];
}

export interface Testimonial {
  name: string;
  role: string;
  /** Reported speech, never a first-person quotation. */
  summary: string;
}

/**
 * The shapes of the copy in `locales/<lng>/<namespace>.json`, described once. The TypeScript types
 * come from them (src/content/types.ts), pages read their copy through them (`useContent`), and
 * tests/content/locale-schemas.test.ts validates every locale file of both languages against them,
 * naming the file, the key path and the language of any mistake. Objects are strict: a misspelled
 * key is an error, not a silently empty part of a page.
 */
import * as v from 'valibot';
import { ageBands, audiences, formats, goals, timeBudgets } from './course-facets';

/** A piece of copy: a string with something in it. */
export const text = v.pipe(
  v.string(),
  v.check((value) => value.trim().length > 0, 'an empty string'),
);
const texts = v.pipe(v.array(text), v.minLength(1, 'an empty list'));

export const pageMetaSchema = v.strictObject({ title: text, description: text, keywords: text });
export const faqSchema = v.strictObject({ question: text, answer: text });
export const factSchema = v.strictObject({ label: text, value: text });
export const sectionSchema = v.strictObject({
  title: text,
  paragraphs: v.array(text),
  items: v.optional(texts),
});
export const testimonialSchema = v.strictObject({ name: text, role: text, summary: text });
const titled = v.strictObject({ title: text, text });
const differsSchema = v.strictObject({ text, link: text });

/**
 * What every page has: its name (in menus, the footer, cards and the finder), a one-line summary
 * for the index page that lists it (`listedOn` in the manifest), its head tags, its one h1 and the
 * sentence under it.
 */
const base = {
  name: text,
  card: v.optional(text),
  meta: pageMetaSchema,
  heading: text,
  lead: text,
};
export const basePageSchema = v.strictObject(base);
/** What an index page reads of a page it lists: its name and its one-line card. */
export const listedCardSchema = v.object({ name: text, card: text });

/** Template `course`: every course, certificate and exam page. */
export const courseContentSchema = v.strictObject({
  ...base,
  body: texts,
  facts: v.pipe(v.array(factSchema), v.minLength(3, 'fewer than 3 facts')),
  highlights: v.optional(v.strictObject({ title: text, items: texts })),
  faq: v.pipe(v.array(faqSchema), v.minLength(2, 'fewer than 2 questions')),
  imageAlt: text,
  externalLink: v.optional(v.strictObject({ label: text })),
});

/** Templates `policy` and `scoped-policy`. */
export const policyContentSchema = v.strictObject({
  ...base,
  issued: v.optional(text),
  sections: v.pipe(v.array(sectionSchema), v.minLength(1, 'no sections')),
  /** Where two of the academy's documents disagree: a plain sentence and a link to the other. */
  differs: v.optional(differsSchema),
});
export const policyToggleSchema = v.strictObject({ label: text, ar: text, en: text });

/** Template `company`. */
export const companyContentSchema = v.strictObject({
  ...base,
  sections: v.optional(v.array(sectionSchema)),
  clientGroups: v.optional(v.array(v.strictObject({ title: text, names: texts }))),
  testimonials: v.optional(v.array(testimonialSchema)),
  imageAlt: v.optional(text),
});

/** Template `contact`: the contact, branch and complaints pages. */
export const contactContentSchema = v.strictObject({
  ...base,
  paragraphs: v.optional(texts),
  sections: v.optional(v.array(sectionSchema)),
  branches: v.optional(v.strictObject({ headOffice: titled, maadiBranch: titled })),
  addressTitle: v.optional(text),
  address: v.optional(text),
  landmark: v.optional(text),
  phonesTitle: v.optional(text),
  landlinesLabel: v.optional(text),
  mobilesLabel: v.optional(text),
  notice: v.optional(v.strictObject({ title: text, paragraphs: texts })),
  ways: v.optional(v.strictObject({ title: text, form: text, phone: text, whatsapp: text })),
});

/** Template `catalogue`: the programmes grid (each tile is a listed page's `name` and `card`). */
export const catalogueContentSchema = v.strictObject(base);
/** The programmes page's group headings, one per course family (catalogue.json › families). */
export const catalogueFamiliesSchema = v.strictObject({
  label: text,
  languages: text,
  it: text,
  business: text,
  teaching: text,
  kids: text,
  exams: text,
  skills: text,
});

/** Template `exam-centres`. */
export const examCentresContentSchema = v.strictObject({
  ...base,
  body: texts,
  /** The online exams portal's card; the exam pages' cards are their `name` and `card`. */
  cards: v.strictObject({ examSite: titled }),
  imageAlt: text,
});

/** Template `embed-form` and its fallback. */
export const embedContentSchema = v.strictObject({
  ...base,
  required: text,
  arabicNotice: text,
  loading: text,
});
export const embedFallbackSchema = v.strictObject({
  title: text,
  text,
  call: text,
  whatsapp: text,
  contactPage: text,
});

/** Template `landing`. */
export const landingContentSchema = v.strictObject({ ...base, paragraphs: texts, button: text });

/** Template `jobs`, and each opening. */
export const jobsContentSchema = v.strictObject({
  ...base,
  locationLabel: text,
  applyNow: text,
  applyNote: text,
});
export const jobOpeningSchema = v.strictObject({
  title: text,
  location: v.optional(text),
  about: texts,
  description: texts,
  /** The first item is the requirements heading. */
  requirements: texts,
  list: texts,
});
export const jobOpeningsSchema = v.record(v.string(), jobOpeningSchema);

/** Template `warning`. */
export const warningContentSchema = v.strictObject({
  ...base,
  switchLabel: text,
  stats: v.array(v.strictObject({ value: text, label: text })),
  sections: v.array(sectionSchema),
  report: v.strictObject({ title: text, text, link: text }),
  images: texts,
});

/** The map on the home page. */
export const mapContentSchema = v.strictObject({
  title: text,
  lead: text,
  address: text,
  landmark: text,
  button: text,
  iframeTitle: text,
  openExternal: text,
  hide: text,
});

/** Template `home`. */
export const homeContentSchema = v.strictObject({
  ...base,
  typewriter: v.strictObject({ prefix: text, phrases: texts, pause: text }),
  whatsapp: v.strictObject({ label: text, message: text }),
  trust: v.strictObject({ title: text, items: v.array(v.strictObject({ value: text, text })) }),
  infoBoxes: v.array(v.strictObject({ title: text, text })),
  latest: v.strictObject({ title: text, cards: v.array(titled) }),
  about: v.strictObject({
    title: text,
    paragraphs: texts,
    accreditationsTitle: text,
    accreditations: texts,
    button: text,
  }),
  why: v.strictObject({
    title: text,
    paragraphs: texts,
    items: texts,
    buttons: v.strictObject({ ourCustomers: text, achievements: text, accreditation: text }),
  }),
  partners: v.strictObject({
    title: text,
    lead: text,
    schoolsLabel: text,
    sitesLabel: text,
    schools: texts,
    sites: texts,
  }),
  map: mapContentSchema,
});

/** The forms of a message with a count: `one` and `other` always (English), the rest optional (Arabic has all six). */
type PluralForms<K extends string> = Record<`${K}_${'one' | 'other'}`, typeof text> &
  Record<`${K}_${'zero' | 'two' | 'few' | 'many'}`, v.OptionalSchema<typeof text, undefined>>;
function pluralForms<K extends string>(key: K): PluralForms<K> {
  const required = ['one', 'other'].map((form) => [`${key}_${form}`, text]);
  const optional = ['zero', 'two', 'few', 'many'].map((form) => [
    `${key}_${form}`,
    v.optional(text),
  ]);
  return Object.fromEntries([...required, ...optional]) as PluralForms<K>;
}

/** Template `level-check`: the page around the questions (the items themselves are English). */
export const levelCheckContentSchema = v.strictObject({
  ...base,
  instructions: texts,
  noScript: text,
  ...pluralForms('progress'),
  question: text,
  skills: v.strictObject({ grammar: text, vocabulary: text, reading: text }),
  submit: text,
  ...pluralForms('incomplete'),
  result: v.strictObject({
    title: text,
    ...pluralForms('estimate'),
    generalEnglish: text,
    others: text,
    apply: text,
    whatsapp: text,
    whatsappMessage: text,
    restart: text,
  }),
});

/** Template `course-finder`. */
const choice = <K extends string>(keys: readonly K[]) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);
export const courseFinderContentSchema = v.strictObject({
  ...base,
  form: v.strictObject({
    label: text,
    who: text,
    age: text,
    goal: text,
    format: text,
    time: text,
    any: text,
    audiences: choice(audiences),
    ages: choice(ageBands),
    goals: choice(goals),
    formats: choice(formats),
    times: choice(timeBudgets),
    clear: text,
  }),
  ...pluralForms('count'),
  none: text,
  resultsTitle: text,
  cleared: text,
  allTitle: text,
  lengthUnknown: text,
  see: text,
});

/** Template `search`: the page around the search box, and the visitor's words mapped to the site's. */
export const searchContentSchema = v.strictObject({
  ...base,
  form: v.strictObject({ label: text, input: text, submit: text }),
  loading: text,
  ...pluralForms('count'),
  none: text,
  failed: text,
  noScript: text,
  browse: text,
  more: text,
});

/** locales/search-synonyms.json: per language, a word visitors type → the word the site uses. */
export const searchSynonymsSchema = v.strictObject({
  about: text,
  en: v.record(text, text),
  ar: v.record(text, text),
});

/** A plain string of copy (a label read on its own). */
export const labelSchema = text;

/**
 * The words the site uses to describe a course without words: who it is for, what it is for,
 * where it runs, how long it takes, and its programme family. The manifest states them for each
 * course page (src/routes/manifest.ts), the course finder filters by them, and the finder's copy
 * has one label for each (src/content/schemas.ts).
 */

export const audiences = ['child', 'teen', 'adult', 'teacher', 'manager', 'company'] as const;
export const goals = ['language', 'exam', 'it', 'management', 'teaching', 'soft-skills'] as const;
export const formats = ['academy', 'online'] as const;
/** A child's age, in the bands the academy's children's courses use. */
export const ageBands = ['under-6', '6-12'] as const;
/** How long the visitor has: about a month, up to three months, or any length. */
export const timeBudgets = ['month', 'quarter', 'any'] as const;
/** Programme families: one original illustration each, and a drawing style for their courses. */
export const families = [
  'languages',
  'it',
  'business',
  'teaching',
  'kids',
  'exams',
  'skills',
] as const;

export type Audience = (typeof audiences)[number];
export type Goal = (typeof goals)[number];
export type Format = (typeof formats)[number];
export type TimeBudget = (typeof timeBudgets)[number];
export type AgeBand = (typeof ageBands)[number];
export type Family = (typeof families)[number];

/** The course finder's facets of one course, from the facts on its page. */
export interface FinderFacets {
  readonly audiences: readonly Audience[];
  readonly goal: Goal;
  readonly formats: readonly Format[];
  /** Weeks to complete (or to complete one level), where the course page states it. */
  readonly weeks?: number;
  /** Children's ages, where the course page states them. */
  readonly ages?: readonly [number, number];
}

/** Whether a course is for children only (its finder audience): its steps are said to the parent. */
export const isForChildren = (facts: Pick<CourseFacts, 'finder'> | undefined): boolean =>
  facts?.finder.audiences.every((who) => who === 'child') ?? false;

/** What a course, exam or certificate page states that is not words (the words are in its copy). */
export interface CourseFacts {
  readonly family: Family;
  readonly finder: FinderFacets;
  /** The checkout's course list offers it, by its `name`, in the manifest's order. */
  readonly checkout?: true;
  /**
   * Placement test to join, a final exam each level, a certificate on passing: only where the
   * academy's page says so. Arabic and the other languages give no levels, so they do not show it.
   */
  readonly learningPath?: true;
  /** The page sends a learner to the free English level check first. */
  readonly levelCheckFirst?: true;
  /** An external registration link (its label is `externalLink.label` in the page's copy). */
  readonly externalLink?: string;
  /** The course has its own drawing, public/images/courses/<id>.svg; else its family's is shown. */
  readonly drawing?: true;
  /** The drawing reads left to right (a timeline, a truck on its way): mirror it on Arabic pages. */
  readonly mirrorInArabic?: true;
  /**
   * The academy's own photo of this course, when it has one: a file in public/images/courses/
   * (e.g. '/images/courses/tefl-class.webp', 480×320 or larger at 3:2). It replaces the drawing on
   * the course page and its tiles (the share card keeps the drawing); write what it shows in the
   * page's `imageAlt`.
   */
  readonly photo?: string;
}

/**
 * Scoring, course advice and saved progress for the free English level check. Pure functions:
 * no storage, no clock, no randomness; the same answers always give the same result.
 */
import type { RouteId } from '@/routes/manifest';
import {
  cefrLevels,
  levelCheckQuestions,
  type CefrLevel,
  type LevelCheckQuestion,
} from './questions';

/** Question id → index of the chosen option. */
export type LevelCheckAnswers = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

export interface LevelCheckResult {
  /** The estimated level; never below A1, the floor of the estimate (see `scoreLevelCheck`). */
  readonly band: CefrLevel;
  readonly correctByLevel: Readonly<Record<CefrLevel, number>>;
  /** Items answered correctly, all levels together. */
  readonly correct: number;
  /** Items in the check. */
  readonly total: number;
  /** Items with a usable answer: a known id and an index within that item's options. */
  readonly answered: number;
}

function countByLevel(count: (question: LevelCheckQuestion) => boolean): Record<CefrLevel, number> {
  const counts = Object.fromEntries(cefrLevels.map((level) => [level, 0])) as Record<
    CefrLevel,
    number
  >;
  for (const question of levelCheckQuestions) {
    if (count(question)) counts[question.level] += 1;
  }
  return counts;
}

export const questionCountByLevel: Readonly<Record<CefrLevel, number>> = countByLevel(() => true);

/** Right answers needed to pass a level: two thirds of its items, rounded up (4 of 6). */
export const levelPassMarks: Readonly<Record<CefrLevel, number>> = Object.fromEntries(
  cefrLevels.map((level) => [level, Math.ceil((2 * questionCountByLevel[level]) / 3)]),
) as Record<CefrLevel, number>;

/**
 * The slip allowance: below the band, at most this many levels may miss their pass mark, each
 * by at most `nearMissItems` (so 3 of 6 is forgiven once, 2 of 6 never).
 */
export const slipAllowance = { levels: 1, nearMissItems: 1 } as const;

function isMap(answers: LevelCheckAnswers): answers is ReadonlyMap<string, number> {
  return answers instanceof Map;
}

/** The chosen index for an item, or undefined when it is missing or not one of its options. */
function chosen(answers: LevelCheckAnswers, question: LevelCheckQuestion): number | undefined {
  const value: unknown = isMap(answers)
    ? answers.get(question.id)
    : Object.hasOwn(answers, question.id)
      ? answers[question.id]
      : undefined;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < question.options.length
    ? value
    : undefined;
}

/**
 * Scores a set of answers. Unanswered items, unknown ids and out-of-range indexes count as wrong.
 *
 * A level is passed with at least two thirds of its items right (4 of 6). The band is the highest
 * passed level L whose lower levels are all passed too, except that one lower level may fall
 * short of its pass mark by a single item (3 of 6): one bad patch at an easy level does not
 * collapse an otherwise strong result, while two, or a clear failure (2 of 6 or fewer), do.
 * When no level qualifies the band is A1, the lowest level this check estimates: a beginner
 * starts at General English level 1 either way, so a separate "pre-A1" band would change nothing.
 */
export function scoreLevelCheck(answers: LevelCheckAnswers): LevelCheckResult {
  const correctByLevel = countByLevel((question) => chosen(answers, question) === question.answer);
  const passed = (level: CefrLevel) => correctByLevel[level] >= levelPassMarks[level];
  const nearMiss = (level: CefrLevel) =>
    correctByLevel[level] >= levelPassMarks[level] - slipAllowance.nearMissItems;

  let band: CefrLevel = cefrLevels[0];
  cefrLevels.forEach((level, index) => {
    if (!passed(level)) return;
    const missedBelow = cefrLevels.slice(0, index).filter((below) => !passed(below));
    if (missedBelow.length <= slipAllowance.levels && missedBelow.every(nearMiss)) band = level;
  });

  const answered = levelCheckQuestions.filter(
    (question) => chosen(answers, question) !== undefined,
  ).length;
  return {
    band,
    correctByLevel,
    correct: cefrLevels.reduce((sum, level) => sum + correctByLevel[level], 0),
    total: levelCheckQuestions.length,
    answered,
  };
}

/** The academy's General English programme has 16 levels of 4 weeks. */
export const generalEnglishLevelCount = 16;

export interface LevelCheckRecommendation {
  /** General English levels to start from: an estimate; the placement test at the academy decides. */
  readonly generalEnglish: {
    readonly route: Extract<RouteId, 'generalEnglish'>;
    readonly fromLevel: number;
    readonly toLevel: number;
  };
  /** Other course pages that suit the band, most relevant first. */
  readonly otherCourses: readonly RouteId[];
}

/**
 * Band → advice, as data. The level ranges split the 16 General English levels over the five
 * bands (B1, the widest CEFR band, gets four); they are an estimate, not a published equivalence.
 * Conversation English is for learners who already understand some English (A2 up to B2);
 * Business English is for fluent use at work (B1 up); TOEFL and IELTS preparation is for B2 up.
 */
export const levelCheckRecommendations = {
  A1: {
    generalEnglish: { route: 'generalEnglish', fromLevel: 1, toLevel: 3 },
    otherCourses: [],
  },
  A2: {
    generalEnglish: { route: 'generalEnglish', fromLevel: 4, toLevel: 6 },
    otherCourses: ['conversationEnglish'],
  },
  B1: {
    generalEnglish: { route: 'generalEnglish', fromLevel: 7, toLevel: 10 },
    otherCourses: ['conversationEnglish', 'businessEnglish'],
  },
  B2: {
    generalEnglish: { route: 'generalEnglish', fromLevel: 11, toLevel: 13 },
    otherCourses: ['conversationEnglish', 'businessEnglish', 'toeflIelts'],
  },
  C1: {
    generalEnglish: { route: 'generalEnglish', fromLevel: 14, toLevel: 16 },
    otherCourses: ['toeflIelts', 'businessEnglish'],
  },
} as const satisfies Record<CefrLevel, LevelCheckRecommendation>;

export function recommendFor(band: CefrLevel): LevelCheckRecommendation {
  return levelCheckRecommendations[band];
}

export interface LevelCheckProgress {
  readonly answered: number;
  readonly total: number;
  readonly complete: boolean;
}

export function progressOf(answers: LevelCheckAnswers): LevelCheckProgress {
  const { answered, total } = scoreLevelCheck(answers);
  return { answered, total, complete: answered === total };
}

/** A suggested localStorage key for `serialiseProgress`. */
export const levelCheckStorageKey = 'aatc.levelCheck';

const progressVersion = 1;

/** Only the usable answers, in question order. */
function usableAnswers(answers: LevelCheckAnswers): Map<string, number> {
  const usable = new Map<string, number>();
  for (const question of levelCheckQuestions) {
    const index = chosen(answers, question);
    if (index !== undefined) usable.set(question.id, index);
  }
  return usable;
}

/**
 * The answers as a short JSON string, `{"v":1,"a":{"<id>":<index>,…}}`, in question order, so the
 * same answers always give the same string. Unusable answers are left out.
 */
export function serialiseProgress(answers: LevelCheckAnswers): string {
  return JSON.stringify({ v: progressVersion, a: Object.fromEntries(usableAnswers(answers)) });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads what `serialiseProgress` wrote. Never throws: malformed JSON, another shape or version,
 * null or any other value gives no answers, and unknown ids or unusable indexes are dropped.
 */
export function parseProgress(text: string | null | undefined): ReadonlyMap<string, number> {
  if (typeof text !== 'string') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (!isRecord(parsed) || parsed.v !== progressVersion || !isRecord(parsed.a)) return new Map();
  // Through `chosen`, which reads own properties only and checks every index.
  return usableAnswers(parsed.a as Record<string, number>);
}

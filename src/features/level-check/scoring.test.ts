import { describe, expect, it } from 'vitest';
import { routeById } from '@/routes/manifest';
import { cefrLevels, levelCheckQuestions, type CefrLevel } from './questions';
import {
  generalEnglishLevelCount,
  levelCheckRecommendations,
  levelPassMarks,
  parseProgress,
  progressOf,
  recommendFor,
  scoreLevelCheck,
  serialiseProgress,
} from './scoring';

const rank = (level: CefrLevel) => cefrLevels.indexOf(level);
const wrongIndex = (answer: number, optionCount: number) => (answer + 1) % optionCount;

/** Answers every item: right where `right(level)` says how many of that level to get right. */
function answersWith(right: (level: CefrLevel) => number): Map<string, number> {
  const used = new Map<CefrLevel, number>();
  const answers = new Map<string, number>();
  for (const question of levelCheckQuestions) {
    const done = used.get(question.level) ?? 0;
    used.set(question.level, done + 1);
    answers.set(
      question.id,
      done < right(question.level)
        ? question.answer
        : wrongIndex(question.answer, question.options.length),
    );
  }
  return answers;
}

const allRight = answersWith(() => Infinity);
const allWrong = answersWith(() => 0);
const firstId = levelCheckQuestions[0]?.id ?? '';
const top = cefrLevels[cefrLevels.length - 1];
const floor = cefrLevels[0];

describe('the questions', () => {
  it('have unique ids', () => {
    const ids = levelCheckQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(levelCheckQuestions)('$id has 3–4 distinct options and an answer among them', (item) => {
    expect(item.options.length).toBeGreaterThanOrEqual(3);
    expect(item.options.length).toBeLessThanOrEqual(4);
    expect(new Set(item.options.map((option) => option.trim().toLowerCase())).size).toBe(
      item.options.length,
    );
    expect(Number.isInteger(item.answer)).toBe(true);
    expect(item.answer).toBeGreaterThanOrEqual(0);
    expect(item.answer).toBeLessThan(item.options.length);
    expect(item.prompt.trim()).not.toBe('');
    expect(item.id.startsWith(`${item.level.toLowerCase()}-${item.skill}-`)).toBe(true);
    expect(item.passage === undefined || item.passage.trim() !== '').toBe(true);
  });

  it('has about 6 items for every level', () => {
    for (const level of cefrLevels) {
      const count = levelCheckQuestions.filter((question) => question.level === level).length;
      expect(count, level).toBeGreaterThanOrEqual(5);
      expect(count, level).toBeLessThanOrEqual(7);
    }
  });

  it('runs from easiest to hardest', () => {
    const ranks = levelCheckQuestions.map((question) => rank(question.level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('has grammar, vocabulary and reading at every level', () => {
    for (const level of cefrLevels) {
      const skills = new Set(
        levelCheckQuestions.filter((q) => q.level === level).map((q) => q.skill),
      );
      expect([...skills].sort(), level).toEqual(['grammar', 'reading', 'vocabulary']);
    }
  });

  it('gives reading items a passage and no other item one', () => {
    for (const question of levelCheckQuestions) {
      expect(question.passage !== undefined, question.id).toBe(question.skill === 'reading');
    }
  });

  it('does not reward always choosing the same position', () => {
    for (let position = 0; position < 4; position += 1) {
      const answers = new Map(levelCheckQuestions.map((question) => [question.id, position]));
      const { correctByLevel } = scoreLevelCheck(answers);
      for (const level of cefrLevels) {
        expect(correctByLevel[level], `position ${position}, ${level}`).toBeLessThan(
          levelPassMarks[level],
        );
      }
    }
  });
});

describe('scoreLevelCheck', () => {
  it.each(cefrLevels)('can place a candidate at %s', (band) => {
    const answers = answersWith((level) => (rank(level) <= rank(band) ? Infinity : 0));
    expect(scoreLevelCheck(answers).band).toBe(band);
  });

  it('gives the top band for all right and counts everything', () => {
    expect(scoreLevelCheck(allRight)).toEqual({
      band: top,
      correctByLevel: Object.fromEntries(
        cefrLevels.map((level) => [
          level,
          levelCheckQuestions.filter((question) => question.level === level).length,
        ]),
      ),
      correct: levelCheckQuestions.length,
      total: levelCheckQuestions.length,
      answered: levelCheckQuestions.length,
    });
  });

  it('gives the floor band for all wrong and for no answers', () => {
    const zero = Object.fromEntries(cefrLevels.map((level) => [level, 0]));
    expect(scoreLevelCheck(allWrong)).toMatchObject({
      band: floor,
      correctByLevel: zero,
      correct: 0,
      answered: levelCheckQuestions.length,
    });
    expect(scoreLevelCheck(new Map())).toMatchObject({ band: floor, correct: 0, answered: 0 });
    expect(scoreLevelCheck({})).toMatchObject({ band: floor, correct: 0, answered: 0 });
  });

  it('passes a level at two thirds of its items, not below', () => {
    const next = cefrLevels[1];
    const nextOnly = answersWith((level) =>
      level === floor ? Infinity : level === next ? levelPassMarks[next] : 0,
    );
    expect(levelPassMarks[floor]).toBe(4);
    expect(scoreLevelCheck(nextOnly).band).toBe(next);
    const nextShort = answersWith((level) =>
      level === floor ? Infinity : level === next ? levelPassMarks[next] - 1 : 0,
    );
    expect(scoreLevelCheck(nextShort).band).toBe(floor);
  });

  it('keeps the top band after one slip at A1', () => {
    const answers = new Map(allRight);
    const first = levelCheckQuestions.find((question) => question.level === 'A1');
    if (!first) throw new Error('no A1 item');
    answers.set(first.id, wrongIndex(first.answer, first.options.length));
    expect(scoreLevelCheck(answers)).toMatchObject({ band: top, correct: allRightCount() - 1 });
  });

  it('forgives one lower level that misses its pass mark by one item', () => {
    for (const weak of cefrLevels.slice(0, -1)) {
      const answers = answersWith((level) =>
        level === weak ? levelPassMarks[level] - 1 : Infinity,
      );
      expect(scoreLevelCheck(answers).band, weak).toBe(top);
    }
  });

  it('does not forgive two near misses, or one clear failure, below the band', () => {
    const [first, second] = cefrLevels;
    const twoNearMisses = answersWith((level) =>
      level === first || level === second ? levelPassMarks[level] - 1 : Infinity,
    );
    expect(scoreLevelCheck(twoNearMisses).band).toBe(floor);

    const clearFailure = answersWith((level) =>
      level === second ? levelPassMarks[level] - 2 : Infinity,
    );
    expect(scoreLevelCheck(clearFailure).band).toBe(first);
  });

  it('counts unanswered, unknown and out-of-range answers as wrong', () => {
    const answers = new Map(allRight);
    const [a, b, c] = levelCheckQuestions;
    if (!a || !b || !c) throw new Error('too few items');
    answers.delete(a.id);
    answers.set(b.id, b.options.length);
    answers.set(c.id, 0.5);
    answers.set('not-a-question', 0);
    const result = scoreLevelCheck(answers);
    expect(result.correct).toBe(allRightCount() - 3);
    expect(result.answered).toBe(levelCheckQuestions.length - 3);
  });

  it('reads a plain record like a map and ignores inherited keys', () => {
    const record: Record<string, number> = Object.fromEntries(allRight);
    expect(scoreLevelCheck(record)).toEqual(scoreLevelCheck(allRight));
    const inherited = Object.create(record) as Record<string, number>;
    expect(scoreLevelCheck(inherited).answered).toBe(0);
  });

  it('is deterministic and ignores the order of the answers', () => {
    const answers = answersWith((level) => (rank(level) % 2 === 0 ? 5 : 3));
    const reversed = new Map([...answers].reverse());
    const first = scoreLevelCheck(answers);
    expect(scoreLevelCheck(answers)).toEqual(first);
    expect(scoreLevelCheck(reversed)).toEqual(first);
    expect(scoreLevelCheck(Object.fromEntries(reversed))).toEqual(first);
  });
});

function allRightCount(): number {
  return scoreLevelCheck(allRight).correct;
}

describe('recommendFor', () => {
  it('splits the 16 General English levels over the bands, in order, without gaps', () => {
    let next = 1;
    for (const band of cefrLevels) {
      const { generalEnglish } = recommendFor(band);
      expect(generalEnglish.route).toBe('generalEnglish');
      expect(generalEnglish.fromLevel, band).toBe(next);
      expect(generalEnglish.toLevel, band).toBeGreaterThanOrEqual(generalEnglish.fromLevel);
      next = generalEnglish.toLevel + 1;
    }
    expect(next - 1).toBe(generalEnglishLevelCount);
  });

  it('names only pages of the route manifest, without repeats', () => {
    for (const band of cefrLevels) {
      const { generalEnglish, otherCourses } = recommendFor(band);
      for (const id of [generalEnglish.route, ...otherCourses]) {
        expect(routeById.has(id), `${band}: ${id}`).toBe(true);
      }
      expect(new Set(otherCourses).size).toBe(otherCourses.length);
      expect(otherCourses).not.toContain('generalEnglish');
    }
  });

  it('keeps exam preparation for B2 and above', () => {
    for (const band of cefrLevels) {
      expect(recommendFor(band).otherCourses.includes('toeflIelts'), band).toBe(
        rank(band) >= rank('B2'),
      );
    }
  });

  it('returns the data as is', () => {
    expect(recommendFor('B1')).toBe(levelCheckRecommendations.B1);
  });
});

describe('progress', () => {
  it('counts answered items out of the total', () => {
    const [a, b] = levelCheckQuestions;
    if (!a || !b) throw new Error('too few items');
    const total = levelCheckQuestions.length;
    expect(progressOf(new Map())).toEqual({ answered: 0, total, complete: false });
    expect(progressOf({ [a.id]: 0, [b.id]: 1, unknown: 0 })).toEqual({
      answered: 2,
      total,
      complete: false,
    });
    expect(progressOf(allWrong)).toEqual({ answered: total, total, complete: true });
  });

  it('round-trips through a string', () => {
    const partial = new Map([...allRight].slice(0, 7));
    expect(parseProgress(serialiseProgress(partial))).toEqual(partial);
    expect(parseProgress(serialiseProgress(allWrong))).toEqual(allWrong);
    expect(parseProgress(serialiseProgress(new Map()))).toEqual(new Map());
  });

  it('writes the same string whatever the order of the answers', () => {
    const reversed = new Map([...allRight].reverse());
    expect(serialiseProgress(reversed)).toBe(serialiseProgress(allRight));
    expect(serialiseProgress(Object.fromEntries(reversed))).toBe(serialiseProgress(allRight));
  });

  it('leaves unusable answers out of the string', () => {
    const [a] = levelCheckQuestions;
    if (!a) throw new Error('no items');
    const text = serialiseProgress({ [a.id]: 1, unknown: 0, [`${a.id}x`]: 0 });
    expect(text).toBe(JSON.stringify({ v: 1, a: { [a.id]: 1 } }));
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['malformed JSON', '{"v":1,"a":{'],
    ['plain text', 'hello'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['another version', `{"v":2,"a":{"${firstId}":0}}`],
    ['no version', `{"a":{"${firstId}":0}}`],
    ['answers as an array', '{"v":1,"a":[0,1]}'],
    ['answers as a string', `{"v":1,"a":"${firstId}"}`],
  ])('reads %s as no answers, without throwing', (_name, text) => {
    expect(parseProgress(text)).toEqual(new Map());
  });

  it('drops unknown ids, wrong types and out-of-range indexes but keeps the rest', () => {
    const [a, b, c, d, e, f, g] = levelCheckQuestions;
    if (!a || !b || !c || !d || !e || !f || !g) throw new Error('too few items');
    const text = JSON.stringify({
      v: 1,
      a: {
        [a.id]: a.answer,
        [b.id]: b.options.length,
        [c.id]: -1,
        [d.id]: '1',
        [e.id]: 1.5,
        [f.id]: null,
        [g.id]: { index: 0 },
        unknown: 0,
      },
    });
    expect(parseProgress(text)).toEqual(new Map([[a.id, a.answer]]));
    const nested = `{"v":1,"a":{"__proto__":{"${a.id}":${a.answer}}}}`;
    expect(parseProgress(nested)).toEqual(new Map());
  });
});

import { describe, expect, it } from 'vitest';
import { clipFor, keyframesFor, loopOf, turnAt, typing, type Shape } from './typing-reveal';

describe('the loop', () => {
  const { turns, total } = loopOf([2, 3]);

  it('gives each phrase a blank moment, a grapheme every 90 ms, then a rest', () => {
    expect(turns[0]?.times).toEqual([typing.blankMs, typing.blankMs + typing.stepMs]);
    const firstEnd = typing.blankMs + typing.stepMs + typing.holdMs;
    expect(turns[0]?.end).toBe(firstEnd);
    expect(turns[1]?.start).toBe(firstEnd);
    expect(turns[1]?.times).toEqual([0, 1, 2].map((k) => firstEnd + typing.blankMs + k * 90));
    expect(total).toBe(firstEnd + typing.blankMs + 2 * typing.stepMs + typing.holdMs);
  });

  it('knows whose turn it is at any time, round the loop', () => {
    expect(turnAt(turns, total, 0)).toBe(0);
    expect(turnAt(turns, total, (turns[1]?.start ?? 0) - 1)).toBe(0);
    expect(turnAt(turns, total, turns[1]?.start ?? 0)).toBe(1);
    expect(turnAt(turns, total, total + 1)).toBe(0);
  });
});

/** Five graphemes, 10 px each: three on the first line (y 0 to 20), two on the second (20 to 40). */
function shapeOf(rtl: boolean): { shape: Shape; centres: [number, number][] } {
  const x = (left: number) => (rtl ? 30 - left - 10 : left);
  const centres: [number, number][] = [0, 10, 20, 0, 10].map((left, k) => [
    x(left) + 5,
    k < 3 ? 10 : 30,
  ]);
  const edge = (left: number) => (rtl ? x(left) : x(left) + 10);
  return {
    centres,
    shape: {
      width: 30,
      rtl,
      bands: [
        { top: -10, bottom: 20 },
        { top: 20, bottom: 50 },
      ],
      reach: [0, 10, 20, 0, 10].map((left, k) => ({ line: k < 3 ? 0 : 1, edge: edge(left) })),
    },
  };
}

/** Ray casting: is the point inside the clip's polygon? */
function inside(clip: string, [x, y]: [number, number]): boolean {
  const points = [...clip.matchAll(/(-?[\d.]+)px (-?[\d.]+)px/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  let result = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi = 0, yi = 0] = points[i] ?? [];
    const [xj = 0, yj = 0] = points[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** What a stepped animation shows at time t: the last keyframe at or before it. */
function clipAt(frames: Keyframe[], total: number, t: number): string {
  const shown = frames.filter((frame) => (frame.offset ?? 0) * total <= t + 1e-6).at(-1);
  return String(shown?.clipPath);
}

describe.each([false, true])('the clip (right to left: %s)', (rtl) => {
  const { shape, centres } = shapeOf(rtl);
  const visible = (clip: string) => centres.filter((centre) => inside(clip, centre)).length;
  const shownFirst = (clip: string, n: number) =>
    centres.every((centre, k) => inside(clip, centre) === k < n);

  it('shows the first n graphemes and nothing after them, across the line break', () => {
    for (let n = 0; n <= 5; n++) expect(shownFirst(clipFor(shape, n), n), `n = ${n}`).toBe(true);
  });

  it('uncovers one more grapheme every 90 ms in its turn, and nothing outside it', () => {
    const { turns, total } = loopOf([4, 5]);
    const turn = turns[1];
    if (!turn) throw new Error('no turn');
    const frames = keyframesFor(shape, turn, total);
    expect(frames.every((frame) => frame.easing === 'steps(1, end)')).toBe(true);
    expect(visible(clipAt(frames, total, turn.start - 1))).toBe(0);
    expect(visible(clipAt(frames, total, turn.start + typing.blankMs - 1))).toBe(0);
    turn.times.forEach((t, k) => {
      expect(shownFirst(clipAt(frames, total, t), k + 1), `at ${t} ms`).toBe(true);
      expect(shownFirst(clipAt(frames, total, t + typing.stepMs - 1), k + 1)).toBe(true);
    });
    expect(visible(clipAt(frames, total, turn.end - 1))).toBe(5);
    expect(visible(clipAt(frames, total, turn.end))).toBe(0);
  });
});

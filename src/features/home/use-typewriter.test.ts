import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdMs, nextTypewriterStep, typeDelayMs, useTypewriter } from './use-typewriter';

const phrases = ['Egypt', 'exams'];

beforeEach(() => vi.useFakeTimers());

/** One timer at a time, letting React re-render and schedule the next between steps. */
function tick(...steps: number[]) {
  for (const ms of steps) act(() => vi.advanceTimersByTime(ms));
}
afterEach(() => vi.useRealTimers());

describe('typewriter', () => {
  it('types one character every 90 ms', () => {
    expect(typeDelayMs).toBe(90);
    expect(nextTypewriterStep({ index: 0, chars: 2 }, phrases)).toEqual({
      state: { index: 0, chars: 3 },
      wait: 90,
    });
  });

  it('loops back to the first phrase after the last', () => {
    expect(nextTypewriterStep({ index: 1, chars: 5 }, phrases).state).toEqual({
      index: 0,
      chars: 0,
    });
  });

  it('starts on the whole first phrase, then types the next at 90 ms a character', () => {
    const { result } = renderHook(() => useTypewriter(phrases, true));
    expect(result.current).toBe('Egypt');
    tick(holdMs);
    expect(result.current).toBe('');
    tick(typeDelayMs - 1);
    expect(result.current).toBe('');
    tick(1);
    expect(result.current).toBe('e');
    tick(typeDelayMs, typeDelayMs);
    expect(result.current).toBe('exa');
  });

  it('rests on a whole phrase when not running (paused or reduced motion)', () => {
    const { result, rerender } = renderHook(({ running }) => useTypewriter(phrases, running), {
      initialProps: { running: true },
    });
    tick(holdMs, typeDelayMs, typeDelayMs);
    expect(result.current).toBe('ex');
    rerender({ running: false });
    expect(result.current).toBe('exams');
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('exams');
  });
});

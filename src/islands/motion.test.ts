import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphemes, typewriter, typing } from './motion';

describe('graphemes', () => {
  it('keeps an Arabic letter with its marks as one grapheme', () => {
    // «مرحبًا»: the tanween (U+064B) rides on the ب, so six code points make five graphemes.
    expect(Array.from('مرحبًا')).toHaveLength(6);
    expect(graphemes('مرحبًا', 'ar')).toEqual(['م', 'ر', 'ح', 'بً', 'ا']);
  });

  it('cuts Latin text into letters and keeps an emoji with its modifier whole', () => {
    expect(graphemes('exams', 'en')).toEqual(['e', 'x', 'a', 'm', 's']);
    expect(graphemes('a👍🏽', 'en')).toEqual(['a', '👍🏽']);
  });
});

describe('typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const out = document.createElement('span');
    const loop = typewriter(out, [graphemes('ab', 'en'), graphemes('بًج', 'ar')]);
    out.textContent = 'ab';
    loop.run(true);
    return { out, loop };
  };

  it('holds the first phrase, clears it, then types the next one grapheme every 90 ms', () => {
    const { out } = start();
    vi.advanceTimersByTime(typing.holdMs - 1);
    expect(out.textContent).toBe('ab');
    vi.advanceTimersByTime(1);
    expect(out.textContent).toBe('');
    vi.advanceTimersByTime(typing.blankMs);
    expect(out.textContent).toBe('بً');
    vi.advanceTimersByTime(typing.stepMs - 1);
    expect(out.textContent).toBe('بً');
    vi.advanceTimersByTime(1);
    expect(out.textContent).toBe('بًج');
    // Whole again, it holds, then loops back to the first phrase.
    vi.advanceTimersByTime(typing.holdMs + typing.blankMs);
    expect(out.textContent).toBe('a');
  });

  it('stops on the whole phrase and types no more', () => {
    const { out, loop } = start();
    vi.advanceTimersByTime(typing.holdMs + typing.blankMs);
    expect(out.textContent).toBe('بً');
    loop.run(false);
    expect(out.textContent).toBe('بًج');
    vi.advanceTimersByTime(10 * typing.holdMs);
    expect(out.textContent).toBe('بًج');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  gateMotion,
  graphemes,
  lineKeyframes,
  schedule,
  typewriter,
  typing,
  type Stage,
} from './motion';

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
    const calls: string[] = [];
    const stage: Stage = {
      show: (phrase) => calls.push(`show ${phrase.join('')}`),
      rest: (phrase) => calls.push(`rest ${phrase.join('')}`),
    };
    const loop = typewriter(stage, [graphemes('ab', 'en'), graphemes('بًج', 'ar')]);
    loop.run(true);
    return { calls, loop };
  };

  it('holds the first phrase, then hands each phrase to the stage once, for its whole cycle', () => {
    const { calls } = start();
    vi.advanceTimersByTime(typing.holdMs - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['show بًج']);
    // Two graphemes: blank, first, one step, second, then the hold; then the first phrase again.
    const cycle = typing.blankMs + typing.stepMs + typing.holdMs;
    expect(schedule(2)).toEqual({
      times: [typing.blankMs, typing.blankMs + typing.stepMs],
      duration: cycle,
    });
    vi.advanceTimersByTime(cycle - 1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['show بًج', 'show ab']);
  });

  it('stops on the whole phrase and shows no more', () => {
    const { calls, loop } = start();
    vi.advanceTimersByTime(typing.holdMs + typing.blankMs);
    loop.run(false);
    expect(calls).toEqual(['show بًج', 'rest بًج']);
    vi.advanceTimersByTime(10 * typing.holdMs);
    expect(calls).toHaveLength(2);
  });
});

describe('lineKeyframes', () => {
  // Three graphemes on one 30 px line, each 10 px wide; windows padded by 5 px.
  const spans = new Map<number, [number, number]>([
    [0, [0, 10]],
    [1, [10, 20]],
    [2, [20, 30]],
  ]);
  const { times, duration } = schedule(3);

  it('uncovers left to right one grapheme edge per step, then the whole line', () => {
    const frames = lineKeyframes(spans, 3, 30, 5, false);
    // The window's right edge (shift + width + pad) sits at each grapheme's right edge in turn.
    expect(frames.map((f) => f.shift + 30 + 5)).toEqual([-5, 10, 20, 35, 35]);
    expect(frames.map((f) => f.offset)).toEqual([0, ...times.map((t) => t / duration), 1]);
  });

  it('uncovers right to left in Arabic', () => {
    const rtl = new Map<number, [number, number]>([
      [0, [20, 30]],
      [1, [10, 20]],
      [2, [0, 10]],
    ]);
    // The window's left edge (shift - pad) sits at each grapheme's left edge in turn.
    expect(lineKeyframes(rtl, 3, 30, 5, true).map((f) => f.shift - 5)).toEqual([
      35, 20, 10, -5, -5,
    ]);
  });

  it('keeps a later line covered until its own graphemes come', () => {
    const second = new Map<number, [number, number]>([[2, [0, 10]]]);
    const frames = lineKeyframes(second, 3, 30, 5, false);
    expect(frames.map((f) => f.shift + 35)).toEqual([-5, 35, 35]);
    expect(frames[1]?.offset).toBe((times[2] ?? 0) / duration);
  });
});

describe('gateMotion', () => {
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    setHidden(false);
    document.body.innerHTML = '';
  });

  it('runs after load, stops in a hidden tab, and pauses with its toggle button', () => {
    document.body.innerHTML = `<div data-motion="">
      <span data-phrase="">one</span><span data-phrase="">two</span><span data-typed="">one</span>
      <button type="button" data-pause="" aria-pressed="false" hidden>Pause</button></div>`;
    const root = document.querySelector<HTMLElement>('[data-motion]');
    const pause = document.querySelector('button');
    gateMotion();
    window.dispatchEvent(new Event('load'));
    expect(root?.dataset.motion).toBe('on');
    expect(pause?.hidden).toBe(false);
    setHidden(true);
    expect(root?.dataset.motion).toBe('off');
    setHidden(false);
    expect(root?.dataset.motion).toBe('on');
    pause?.click();
    expect(pause?.getAttribute('aria-pressed')).toBe('true');
    expect(root?.dataset.motion).toBe('off');
    expect(document.querySelector('[data-typed]')?.textContent).toBe('one');
  });
});

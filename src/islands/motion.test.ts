import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateMotion, graphemes, typewriter, typing } from './motion';

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

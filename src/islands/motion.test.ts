// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { gateMotion } from './motion';

describe('gateMotion', () => {
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    setHidden(false);
    document.body.innerHTML = '';
  });

  it('runs after load, stops in a hidden tab, and pauses with its toggle button', async () => {
    document.body.innerHTML = `<div data-motion="">
      <span data-phrase="">one</span><span data-phrase="">two</span><span data-typed="">one</span>
      <button type="button" data-pause="" aria-pressed="false" hidden>Pause</button></div>`;
    const root = document.querySelector<HTMLElement>('[data-motion]');
    const pause = document.querySelector('button');
    gateMotion();
    window.dispatchEvent(new Event('load'));
    // It starts once the fonts are ready (a promise, even where there are none).
    await new Promise((resolve) => setTimeout(resolve));
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

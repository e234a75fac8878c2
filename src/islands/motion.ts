/**
 * Continuous motion (the welcome heading's typing) runs only after the page has loaded, while it
 * is on screen, while the tab is visible, and not under `prefers-reduced-motion`. Each
 * `[data-motion]` element gets `data-motion="on"` then and `"off"` otherwise; its pause button
 * (`button[data-pause]`, hidden in the HTML: no script, no motion, no control) is shown and
 * toggles `aria-pressed`. A `[data-typed]` box inside types the `[data-phrase]` texts.
 */

/** The brief's pace: one grapheme every 90 ms; a whole phrase rests, then the next one starts. */
export const typing = { stepMs: 90, holdMs: 2200, blankMs: 450 } as const;

/** A text cut into graphemes (an Arabic letter with its marks, an emoji), or code points. */
export function graphemes(text: string, lang: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  const segmenter = new Intl.Segmenter(lang, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

interface Loop {
  run(on: boolean): void;
}

/**
 * Types each phrase into `out` one grapheme at a time, holds it, clears it, types the next. Only
 * one text node changes per step, inside a box whose size is reserved and contained by its CSS.
 * Stopping shows the current phrase whole, so the heading never rests half-typed.
 */
export function typewriter(out: HTMLElement, phrases: string[][]): Loop {
  let index = 0;
  let shown = phrases[0]?.length ?? 0;
  let timer = 0;
  const render = () => {
    out.textContent = (phrases[index] ?? []).slice(0, shown).join('');
  };
  // No catching up after a late step (that would type a burst): each waits its full time.
  const later = (ms: number) => {
    timer = window.setTimeout(step, ms);
  };
  function step() {
    const phrase = phrases[index] ?? [];
    if (shown >= phrase.length) {
      index = (index + 1) % phrases.length;
      shown = 0;
      render();
      return later(typing.blankMs);
    }
    shown += 1;
    render();
    later(shown >= phrase.length ? typing.holdMs : typing.stepMs);
  }
  return {
    run(on) {
      window.clearTimeout(timer);
      timer = 0;
      if (on) return later(typing.holdMs);
      shown = phrases[index]?.length ?? 0;
      render();
    },
  };
}

function typewriterIn(root: HTMLElement): Loop | null {
  const out = root.querySelector<HTMLElement>('[data-typed]');
  const lang = root.closest('[lang]')?.getAttribute('lang') ?? 'en';
  const phrases = [...root.querySelectorAll('[data-phrase]')].map((phrase) =>
    graphemes(phrase.textContent ?? '', lang),
  );
  return out && phrases.length > 0 ? typewriter(out, phrases) : null;
}

/** Wires one `[data-motion]` element; returns what to call when it comes on or off screen. */
function gate(root: HTMLElement): (visible: boolean) => void {
  const loop = typewriterIn(root);
  const pause = root.querySelector<HTMLButtonElement>('button[data-pause]');
  let visible = false;
  let running = false;
  const update = () => {
    const on = visible && !document.hidden && pause?.getAttribute('aria-pressed') !== 'true';
    root.dataset.motion = on ? 'on' : 'off';
    if (on !== running) loop?.run(on);
    running = on;
  };
  if (pause) {
    pause.hidden = false;
    pause.addEventListener('click', () => {
      pause.setAttribute('aria-pressed', String(pause.getAttribute('aria-pressed') !== 'true'));
      update();
    });
  }
  document.addEventListener('visibilitychange', update);
  return (nowVisible) => {
    visible = nowVisible;
    update();
  };
}

export function gateMotion(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-motion]');
  if (elements.length === 0) return;
  // At rest under reduced motion: the whole first phrase, as without JavaScript, and no control.
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const start = () => {
    const updates = new Map<Element, (visible: boolean) => void>();
    for (const element of elements) updates.set(element, gate(element));
    if (!('IntersectionObserver' in window)) {
      for (const update of updates.values()) update(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) updates.get(entry.target)?.(entry.isIntersecting);
    });
    for (const element of elements) observer.observe(element);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

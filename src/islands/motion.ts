/**
 * Continuous motion (the welcome heading's typing) runs only after the page has loaded, while it
 * is on screen, while the tab is visible, and not under `prefers-reduced-motion`. Each
 * `[data-motion]` element gets `data-motion="on"` then and `"off"` otherwise; its pause button
 * (`button[data-pause]`, hidden in the HTML: no script, no motion, no control) is shown and
 * toggles `aria-pressed`. Its `[data-phrase]` texts are typed in turn by ./typing-reveal; a
 * `[data-typed]` box holds the phrase at rest.
 */
import { byLengths, graphemes } from '@/i18n/graphemes';
import { keyframesFor, loopOf, measure, turnAt, typing, type Turn } from './typing-reveal';

interface Loop {
  run(on: boolean): void;
}

/** The parts of one welcome heading the typing uses. */
interface Parts {
  /** The heading: `data-typing` on it while the typing runs (its CSS then shows the phrases). */
  root: HTMLElement;
  /** Each phrase, laid out whole and hidden until the typing shows it. */
  phrases: HTMLElement[];
  /** The phrase at rest (the HTML's first one, or the one the typing stopped on). */
  typed: HTMLElement;
  texts: string[][];
  rtl: boolean;
}

/**
 * Rests on the current phrase for `holdMs`, then types the next one, and on round the loop. The
 * main thread works when the typing starts or stops (and when the heading changes size), not per
 * grapheme. Stopping shows the phrase whose turn it was, whole, so the heading never rests
 * half-typed.
 */
export function typewriter({ root, phrases, typed, texts, rtl }: Parts): Loop {
  let current = 0;
  let animations: Animation[] = [];
  let iterationStart = 0;
  const { turns, total } = loopOf(texts.map((text) => text.length));
  const turnNow = () => {
    const time = Number(animations[0]?.currentTime ?? 0) - typing.holdMs;
    return time < 0 ? current : turnAt(turns, total, iterationStart * total + time);
  };
  /** Bumped by every stop: a start still laying out its phrases gives up when it changes. */
  let generation = 0;
  const stop = () => {
    generation += 1;
    if (animations.length > 0) current = turnNow();
    for (const animation of animations) animation.cancel();
    animations = [];
    delete root.dataset.typing;
    typed.textContent = (texts[current] ?? []).join('');
  };
  // One phrase is measured and handed to the compositor per task, so starting never makes a long
  // task on a slow phone. Every animation shares one start time, so they stay in step; the first
  // turn waits for the rest (holdMs), long enough for all of them.
  const start = () => {
    if (typeof typed.animate !== 'function') return;
    const mine = generation;
    iterationStart = (turns[(current + 1) % turns.length]?.start ?? 0) / total;
    const timing = { duration: total, iterations: Infinity, iterationStart, delay: typing.holdMs };
    const startTime = document.timeline?.currentTime ?? null;
    const begin = (animation: Animation) => {
      if (startTime !== null) animation.startTime = startTime;
      animations.push(animation);
    };
    const next = (i: number) => {
      if (mine !== generation) return;
      const phrase = phrases[i];
      if (phrase) {
        const shape = measure(phrase, texts[i] ?? [], rtl);
        begin(
          phrase.animate(keyframesFor(shape, turns[i] as Turn, total), {
            ...timing,
            fill: 'backwards',
          }),
        );
        setTimeout(() => next(i + 1));
        return;
      }
      // The phrase at rest stays until the first turn begins, then gives way.
      const away = { clipPath: 'inset(50%)' };
      begin(typed.animate([away, away], { duration: 1, delay: typing.holdMs, fill: 'forwards' }));
      root.dataset.typing = '';
    };
    next(0);
  };
  return {
    run(on) {
      stop();
      if (on) start();
    },
  };
}

function typewriterIn(root: HTMLElement): Loop | null {
  const typed = root.querySelector<HTMLElement>('[data-typed]');
  const lang = root.closest('[lang]')?.getAttribute('lang') ?? 'en';
  const rtl = root.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const phrases = [...root.querySelectorAll<HTMLElement>('[data-phrase]')];
  // The build wrote each phrase's grapheme lengths (data-graphemes): no segmenter is built here.
  const texts = phrases.map((phrase) => {
    const text = phrase.textContent ?? '';
    return byLengths(text, phrase.dataset.graphemes) ?? graphemes(text, lang);
  });
  return typed && phrases.length > 0 ? typewriter({ root, phrases, typed, texts, rtl }) : null;
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
  // New line breaks (a turned phone, a late font) move the graphemes: measure again.
  const sizes = new WeakMap<Element, number>();
  const onResize = (entries: ResizeObserverEntry[]) => {
    const changed = entries.some((entry) => {
      const before = sizes.get(entry.target);
      sizes.set(entry.target, entry.contentRect.width);
      return before !== undefined && before !== entry.contentRect.width;
    });
    if (changed && running) loop?.run(true);
  };
  const resized = 'ResizeObserver' in window ? new ResizeObserver(onResize) : null;
  for (const phrase of root.querySelectorAll('[data-phrase]')) resized?.observe(phrase);
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
  // After load and the fonts: the typing measures the phrases as they are drawn.
  const afterFonts = () => void (document.fonts?.ready ?? Promise.resolve()).then(start);
  if (document.readyState === 'complete') afterFonts();
  else window.addEventListener('load', afterFonts, { once: true });
}

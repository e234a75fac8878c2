/**
 * Continuous motion (the welcome heading's typing) runs only after the page has loaded, while it
 * is on screen, while the tab is visible, and not under `prefers-reduced-motion`. Each
 * `[data-motion]` element gets `data-motion="on"` then and `"off"` otherwise; its pause button
 * (`button[data-pause]`, hidden in the HTML: no script, no motion, no control) is shown and
 * toggles `aria-pressed`. A `[data-typed]` box inside shows the `[data-phrase]` texts in turn,
 * each uncovered one grapheme at a time by compositor animations (no per-grapheme main-thread work).
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

/** When each grapheme of an n-grapheme phrase appears, from the start of its cycle, and its length. */
export function schedule(n: number): { times: number[]; duration: number } {
  const times = Array.from({ length: n }, (_, k) => typing.blankMs + k * typing.stepMs);
  return { times, duration: typing.blankMs + Math.max(0, n - 1) * typing.stepMs + typing.holdMs };
}

/**
 * Where one phrase is shown. In the browser, `show` lays the whole phrase out once and hands its
 * reveal to the compositor (see `revealStage`); `rest` shows it whole and still.
 */
export interface Stage {
  show(phrase: string[]): void;
  rest(phrase: string[]): void;
}

/**
 * Shows each phrase in turn, revealed one grapheme at a time by `stage`, holds it, then the next.
 * The main thread works once per phrase (every few seconds), not once per grapheme. Stopping shows
 * the current phrase whole, so the heading never rests half-typed.
 */
export function typewriter(stage: Stage, phrases: string[][]): Loop {
  let index = 0;
  let timer = 0;
  const current = () => phrases[index] ?? [];
  function next() {
    index = (index + 1) % phrases.length;
    stage.show(current());
    timer = window.setTimeout(next, schedule(current().length).duration);
  }
  return {
    run(on) {
      window.clearTimeout(timer);
      timer = 0;
      if (on) timer = window.setTimeout(next, typing.holdMs);
      else stage.rest(current());
    },
  };
}

interface Line {
  top: number;
  bottom: number;
  /** Per grapheme index on this line: its left and right, relative to the box. */
  spans: Map<number, [number, number]>;
}

/** Measures, once, where each grapheme of the text node lies, line by line. */
function measure(box: HTMLElement, phrase: string[]): Line[] {
  const node = box.firstChild;
  const lines: Line[] = [];
  if (!node) return lines;
  const origin = box.getBoundingClientRect();
  const range = document.createRange();
  let offset = 0;
  phrase.forEach((grapheme, k) => {
    range.setStart(node, offset);
    offset += grapheme.length;
    range.setEnd(node, offset);
    const rect = [...range.getClientRects()].find((r) => r.width > 0);
    if (!rect) return;
    const mid = (rect.top + rect.bottom) / 2 - origin.top;
    let line = lines.find((l) => mid >= l.top && mid <= l.bottom);
    if (!line) {
      line = { top: rect.top - origin.top, bottom: rect.bottom - origin.top, spans: new Map() };
      lines.push(line);
    }
    line.spans.set(k, [rect.left - origin.left, rect.right - origin.left]);
  });
  return lines.sort((a, b) => a.top - b.top);
}

/**
 * One line's reveal: the visible edge after each grapheme (left to right, or right to left in
 * Arabic) as step keyframes for a window and, against it, the text inside it. Only `transform`
 * changes, so the compositor runs it without the main thread.
 */
export function lineKeyframes(
  spans: Map<number, [number, number]>,
  n: number,
  width: number,
  pad: number,
  rtl: boolean,
): { offset: number; shift: number }[] {
  const { times, duration } = schedule(n);
  const hidden = rtl ? width + pad : -pad;
  // Window of width + 2 pad starting at -pad; shifted by `shift`, it shows up to (or from) `edge`.
  const shiftFor = (edge: number) => (rtl ? edge + pad : edge - width - pad);
  const frames = [{ offset: 0, shift: shiftFor(hidden) }];
  let edge = hidden;
  const last = Math.max(...spans.keys());
  for (let k = 0; k < n; k++) {
    const span = spans.get(k);
    if (!span) continue;
    edge =
      k === last
        ? rtl
          ? -pad
          : width + pad
        : rtl
          ? Math.min(edge, span[0])
          : Math.max(edge, span[1]);
    frames.push({ offset: (times[k] ?? 0) / duration, shift: shiftFor(edge) });
  }
  frames.push({ offset: 1, shift: shiftFor(edge) });
  return frames;
}

/**
 * The browser's stage: the phrase is written whole into `out` once, then hidden; over it, one
 * clipping window per line box holds a copy of the phrase, and two step animations of `transform`
 * (the window one way, its copy the other) uncover one grapheme every 90 ms.
 */
export function revealStage(out: HTMLElement, rtl: boolean): Stage {
  const layer = document.createElement('span');
  layer.dataset.reveal = '';
  layer.setAttribute('aria-hidden', 'true');
  out.after(layer);
  const clear = () => {
    for (const animation of layer.getAnimations?.({ subtree: true }) ?? []) animation.cancel();
    layer.replaceChildren();
    out.style.visibility = '';
  };
  return {
    show(phrase) {
      clear();
      out.textContent = phrase.join('');
      if (typeof out.animate !== 'function') return;
      const width = out.clientWidth;
      const lines = measure(out, phrase);
      lines.forEach((line, i) => {
        const pad = line.bottom - line.top;
        const top = i === 0 ? line.top - pad / 2 : (line.top + (lines[i - 1]?.bottom ?? 0)) / 2;
        const next = lines[i + 1];
        const bottom = next ? (line.bottom + next.top) / 2 : line.bottom + pad / 2;
        const frame = document.createElement('span');
        frame.dataset.revealLine = '';
        Object.assign(frame.style, {
          top: `${top}px`,
          height: `${bottom - top}px`,
          left: `${-pad}px`,
          width: `${width + 2 * pad}px`,
        });
        const copy = document.createElement('span');
        copy.textContent = out.textContent;
        Object.assign(copy.style, { top: `${-top}px`, left: `${pad}px`, width: `${width}px` });
        frame.append(copy);
        layer.append(frame);
        const frames = lineKeyframes(line.spans, phrase.length, width, pad, rtl);
        const timing = { duration: schedule(phrase.length).duration, fill: 'forwards' } as const;
        const step = 'steps(1, end)';
        frame.animate(
          frames.map((f) => ({
            offset: f.offset,
            easing: step,
            transform: `translateX(${f.shift}px)`,
          })),
          timing,
        );
        copy.animate(
          frames.map((f) => ({
            offset: f.offset,
            easing: step,
            transform: `translateX(${-f.shift}px)`,
          })),
          timing,
        );
      });
      out.style.visibility = 'hidden';
    },
    rest(phrase) {
      clear();
      out.textContent = phrase.join('');
    },
  };
}

function typewriterIn(root: HTMLElement): Loop | null {
  const out = root.querySelector<HTMLElement>('[data-typed]');
  const lang = root.closest('[lang]')?.getAttribute('lang') ?? 'en';
  const rtl = root.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const phrases = [...root.querySelectorAll('[data-phrase]')].map((phrase) =>
    graphemes(phrase.textContent ?? '', lang),
  );
  return out && phrases.length > 0 ? typewriter(revealStage(out, rtl), phrases) : null;
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

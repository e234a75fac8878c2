/**
 * The welcome heading's typing, drawn by the compositor. Every phrase is already laid out, whole,
 * in the HTML (stacked in one grid cell, so the heading is as big as its longest phrase). Typing
 * one grapheme every 90 ms is a `clip-path` that uncovers the phrase up to the end of its next
 * grapheme: the main thread measures the phrases once and hands the browser one stepped animation
 * per phrase for the whole loop. No text changes while it types, so no style, layout or paint runs
 * on the main thread per keystroke (Chrome runs clip-path animations on the compositor).
 */

/** The brief's pace: one grapheme every 90 ms; a whole phrase rests, then the next one starts. */
export const typing = { stepMs: 90, holdMs: 2200, blankMs: 450 } as const;

/** One phrase's turn in the loop: when it starts and ends, and when each grapheme appears. */
export interface Turn {
  start: number;
  end: number;
  times: number[];
}

/**
 * The loop, in phrase order: each phrase has a blank moment, then a grapheme every `stepMs`,
 * then rests whole for `holdMs`.
 */
export function loopOf(counts: number[]): { turns: Turn[]; total: number } {
  let start = 0;
  const turns = counts.map((count) => {
    const times = Array.from(
      { length: count },
      (_, k) => start + typing.blankMs + k * typing.stepMs,
    );
    const end = start + typing.blankMs + Math.max(0, count - 1) * typing.stepMs + typing.holdMs;
    const turn = { start, end, times };
    start = end;
    return turn;
  });
  return { turns, total: start };
}

/** The phrase whose turn it is at time `t` of the loop (any t: the loop repeats). */
export function turnAt(turns: Turn[], total: number, t: number): number {
  const at = ((t % total) + total) % total;
  const index = turns.findIndex((turn) => at >= turn.start && at < turn.end);
  return Math.max(0, index);
}

/** Where a phrase's lines are and how far each grapheme reaches, relative to its box. */
export interface Shape {
  width: number;
  rtl: boolean;
  /** Top and bottom of each line's band (the bands touch; the first and last have room). */
  bands: { top: number; bottom: number }[];
  /** After grapheme k: the line it ends on and the edge of what is shown on that line. */
  reach: { line: number; edge: number }[];
}

const hidden = 'polygon(0px 0px, 0px 0px, 0px 0px, 0px 0px, 0px 0px, 0px 0px)';

/**
 * The clip that shows the first `shown` graphemes: every line above whole, and this line from its
 * start to the edge. Always six points, so every step of the animation is the same shape. The
 * phrase's last grapheme uncovers its line whole (nothing of a glyph's overhang is cut).
 */
export function clipFor(shape: Shape, shown: number): string {
  const reach = shape.reach[shown - 1];
  const first = shape.bands[0];
  const band = reach ? shape.bands[reach.line] : undefined;
  if (!reach || !first || !band) return hidden;
  const room = first.bottom - first.top;
  const [from, to] = shape.rtl ? [shape.width + room, -room] : [-room, shape.width + room];
  const edge = shown >= shape.reach.length ? to : reach.edge;
  const points: [number, number][] = [
    [from, first.top],
    [to, first.top],
    [to, band.top],
    [edge, band.top],
    [edge, band.bottom],
    [from, band.bottom],
  ];
  return `polygon(${points.map(([x, y]) => `${round(x)}px ${round(y)}px`).join(', ')})`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One phrase's clip for the whole loop: hidden outside its turn, one step per grapheme in it. */
export function keyframesFor(shape: Shape, turn: Turn, total: number): Keyframe[] {
  const easing = 'steps(1, end)';
  const frame = (t: number, clipPath: string): Keyframe => ({
    offset: t / total,
    clipPath,
    easing,
  });
  return [
    frame(0, hidden),
    ...turn.times.map((t, k) => frame(t, clipFor(shape, k + 1))),
    frame(turn.end, hidden),
    frame(total, hidden),
  ];
}

/** The union of a grapheme's boxes (a grapheme can straddle two runs of text). */
function boxOf(range: Range): DOMRect | null {
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.left));
  const right = Math.max(...rects.map((r) => r.right));
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
}

/** Reads, once, where each grapheme of a laid-out phrase lies (a Range per grapheme). */
export function measure(box: HTMLElement, phrase: string[], rtl: boolean): Shape {
  const origin = box.getBoundingClientRect();
  const shape: Shape = { width: origin.width, rtl, bands: [], reach: [] };
  const node = box.firstChild;
  const lines: { top: number; bottom: number; edge: number }[] = [];
  const range = document.createRange();
  let offset = 0;
  for (const grapheme of phrase) {
    const rect = node
      ? (range.setStart(node, offset), range.setEnd(node, offset + grapheme.length), boxOf(range))
      : null;
    offset += grapheme.length;
    const previous = shape.reach.at(-1) ?? { line: 0, edge: rtl ? origin.width : 0 };
    if (!rect) {
      shape.reach.push(previous);
      continue;
    }
    const [top, bottom] = [rect.top - origin.top, rect.bottom - origin.top];
    const middle = (top + bottom) / 2;
    let line = lines.findIndex((l) => middle >= l.top && middle <= l.bottom);
    if (line < 0) line = lines.push({ top, bottom, edge: rtl ? origin.width : 0 }) - 1;
    const current = lines[line] as (typeof lines)[number];
    // Text in the other direction inside a line (a Latin name in Arabic) shows as a whole run.
    current.edge = rtl
      ? Math.min(current.edge, rect.left - origin.left)
      : Math.max(current.edge, rect.right - origin.left);
    shape.reach.push({ line, edge: current.edge });
  }
  shape.bands = lines.map((line, i) => {
    const room = (line.bottom - line.top) / 2;
    const above = lines[i - 1];
    const below = lines[i + 1];
    return {
      top: above ? (above.bottom + line.top) / 2 : line.top - room,
      bottom: below ? (line.bottom + below.top) / 2 : line.bottom + room,
    };
  });
  return shape;
}

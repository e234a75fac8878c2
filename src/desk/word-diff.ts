/** One run of a word diff: words both texts share, or only the old, or only the new one has. */
export interface DiffRun {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * The words that changed between two texts (longest common subsequence of words and spaces),
 * as runs: what a translator reads to see what changed in the English since the last review.
 */
export function wordDiff(before: string, after: string): DiffRun[] {
  const a = words(before);
  const b = words(after);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] ?? [];
      row[j] =
        a[i] === b[j]
          ? (lengths[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const runs: DiffRun[] = [];
  const push = (kind: DiffRun['kind'], text: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += text;
    else runs.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i] ?? '');
      i += 1;
      j += 1;
    } else if (
      i < a.length &&
      (j >= b.length || (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))
    ) {
      push('removed', a[i] ?? '');
      i += 1;
    } else {
      push('added', b[j] ?? '');
      j += 1;
    }
  }
  return runs;
}

import { describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales';
import { arabicNameOf, hiddenNameIn, kindOf } from './hidden-characters';
import { isolate } from './problem';

/** Every code point the check calls hidden: the Basic Multilingual Plane and the tag block. */
function hiddenCodePoints(): number[] {
  const found: number[] = [];
  const scan = (from: number, to: number) => {
    for (let codePoint = from; codePoint <= to; codePoint += 1) {
      if (kindOf(codePoint)) found.push(codePoint);
    }
  };
  scan(0, 0xffff);
  scan(0xe0000, 0xe007f);
  return found;
}

/** The hidden-character problems of one Arabic text, beside a clean English twin. */
function hiddenProblems(arabic: string) {
  return checkLocales({
    files: [
      { lng: 'en', ns: 'sample', text: '{ "text": "A short course" }' },
      { lng: 'ar', ns: 'sample', text: JSON.stringify({ text: arabic }) },
    ],
  }).filter((p) => p.rule === 'hidden-character');
}

describe('hidden characters in Arabic messages', () => {
  it('gives every kind of hidden character an Arabic name (tag characters share one)', () => {
    const codePoints = hiddenCodePoints();
    expect(new Set(codePoints.map(kindOf))).toEqual(new Set(['tag', 'zero-width', 'bidi']));
    const unnamed = codePoints.filter((codePoint) => !arabicNameOf(codePoint));
    expect(unnamed.map((codePoint) => codePoint.toString(16))).toEqual([]);
    expect(arabicNameOf(0xe0001)).toBe('محرف وسم');
    expect(arabicNameOf(0xe0041)).toBe('محرف وسم');
  });

  it('names the character in Arabic, the code point isolated; English keeps the Unicode name', () => {
    expect(hiddenNameIn('ar', 0x200b)).toBe(`«مسافة بلا عرض» (${isolate('U+200B')})`);
    expect(hiddenNameIn('en', 0x200b)).toBe('U+200B ZERO WIDTH SPACE');
    const [problem] = hiddenProblems('دورة\u200bقصيرة');
    expect(problem?.message.ar).toContain(`«مسافة بلا عرض» (${isolate('U+200B')})`);
    expect(problem?.message.ar).not.toMatch(/ZERO WIDTH|SPACE/);
    expect(problem?.message.en).toContain('U+200B ZERO WIDTH SPACE');
  });

  it('says a direction control and the desk’s markers in Arabic words', () => {
    const [direction] = hiddenProblems('دورة\u202eقصيرة');
    expect(direction?.message.ar).toContain('«فرض الاتجاه من اليمين إلى اليسار»');
    expect(direction?.message.ar).not.toMatch(/RIGHT-TO-LEFT|OVERRIDE/);
    const [tags] = hiddenProblems('دورة\u{e0001}\u{e0041}قصيرة');
    expect(tags?.message.ar).toContain(isolate('U+E0001'));
    expect(tags?.message.ar).not.toMatch(/LANGUAGE TAG|TAG LATIN/);
    expect(tags?.message.en).toContain('U+E0001 LANGUAGE TAG');
  });
});

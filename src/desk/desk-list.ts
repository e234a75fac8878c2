import type { DeskList, ItemShape } from './desk-types';
import { at, type Json } from './desk-json';

function shapeOf(item: Json): string {
  if (typeof item === 'string') return 'string';
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const entries = Object.entries(item);
    if (entries.every(([, value]) => typeof value === 'string')) {
      return `{${entries.map(([name]) => name).join(',')}}`;
    }
  }
  return 'other';
}

/** What the items of a list are, when they are all alike (the desk can add one more of them). */
export function itemShape(lists: Json[][]): ItemShape {
  const items = lists.flat();
  const first = items[0];
  if (first === undefined) {
    return { kind: 'other', reason: { en: 'the list is empty', ar: 'القائمة فارغة' } };
  }
  const shapes = new Set(items.map(shapeOf));
  if (shapes.size > 1 || shapes.has('other')) {
    return {
      kind: 'other',
      reason: {
        en: 'its items are not all alike, or hold lists: add one in the file itself',
        ar: 'بنودها ليست على شكل واحد، أو فيها قوائم: أضيفوا البند في الملف نفسه',
      },
    };
  }
  if (typeof first === 'string') return { kind: 'string' };
  return { kind: 'object', fields: Object.keys(first as object) };
}

/** The nearest list around a key (`icdlCourse.faq` around `icdlCourse.faq.2.answer`). */
export function nearestList(enData: Json, arData: Json, path: string): DeskList | undefined {
  const segments = path.split('.');
  for (let cut = segments.length - 1; cut > 0; cut -= 1) {
    const listPath = segments.slice(0, cut).join('.');
    const en = at(enData, listPath);
    const ar = at(arData, listPath);
    if (!Array.isArray(en) && !Array.isArray(ar)) continue;
    const lists = [en, ar].filter((l): l is Json[] => Array.isArray(l));
    return {
      path: listPath,
      index: Number(segments[cut]),
      length: Array.isArray(en) ? en.length : (lists[0]?.length ?? 0),
      shape: itemShape(lists),
    };
  }
  return undefined;
}

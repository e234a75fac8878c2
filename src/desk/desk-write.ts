import { isLang, languages, type Lang } from '@/i18n/languages';
import { leaves } from '@/l10n/check-locales';
import { insertItem, parseLocaleSource } from '@/l10n/json-source';
import { markReviewed } from '@/l10n/review-state';
import { pluralFormsOf, pluralSuffix } from '@/l10n/string-checks';
import { checkDraft, draftKey, errorsIn, withValue } from './desk-check';
import { DeskError, refuse } from './desk-error';
import type { LocaleFolder } from './desk-folder';
import { readEntry } from './desk-entry';
import { asObject, at, twinText, validPath, type Json } from './desk-json';
import { itemShape } from './desk-list';
import { maxNote, readNotes, withNote } from './desk-notes';
import type { AddItemResult, ItemShape, NewItem, SaveResult } from './desk-types';

/**
 * What the desk writes: one text (an existing one, or one the other language has and this one
 * lacks), the review state, a new list item in both files, a note. Never a key of its own making.
 */

export interface Written {
  status: number;
  body: unknown;
  /** Absolute paths of the files written, for the dev server to drop from Vite's cache. */
  written: string[];
}

const maxValue = 20_000;
const nameOf = (lng: Lang) => ({
  en: lng === 'en' ? 'English' : 'Arabic',
  ar: lng === 'en' ? 'الإنجليزي' : 'العربي',
});

function markAll(folder: LocaleFolder, ns: string, enData: Json, paths: string[]): string {
  return paths.reduce(
    (text, path) => markReviewed(text, ns, path, twinText(enData, path) ?? ''),
    folder.readText(folder.reviewFile),
  );
}

/** A key this language lacks and may gain: the other language has it, or it is a plural form due. */
function fillable(folder: LocaleFolder, lng: Lang, ns: string, path: string): boolean {
  const twin = folder.read(lng === 'en' ? 'ar' : 'en', ns).data;
  if (typeof at(twin, path) === 'string') return true;
  const base = path.replace(pluralSuffix, '');
  const form = path.slice(base.length + 1);
  const own = folder.read(lng, ns).data;
  const plural = [own, twin].some((data) => typeof at(data, `${base}_other`) === 'string');
  return base !== path && plural && pluralFormsOf(lng, ns, base).includes(form);
}

function validSave(folder: LocaleFolder, body: unknown) {
  const { ns: rawNs, path: rawPath, lng, value } = asObject(body);
  const ns = folder.validNs(rawNs);
  const path = validPath(rawPath);
  if (!isLang(lng))
    throw refuse(400, 'The language must be "en" or "ar".', 'اللغة إما "en" وإما "ar".');
  if (typeof value !== 'string')
    throw refuse(400, 'The value must be a text.', 'يجب أن تكون القيمة نصًا.');
  if (value.length > maxValue)
    throw refuse(413, 'The text is too long for one string.', 'النص أطول من أن يكون نصًا واحدًا.');
  const current = at(folder.read(lng, ns).data, path);
  const file = folder.shownFile(lng, ns);
  if (current === undefined && !fillable(folder, lng, ns, path)) {
    throw refuse(
      404,
      `${file} has no key ${path}: the desk changes texts, never keys.`,
      `لا يوجد في ${file} المفتاح ${path}: المكتب يغيّر النصوص، لا المفاتيح.`,
    );
  }
  if (current !== undefined && typeof current !== 'string') {
    throw refuse(
      400,
      `${file} › ${path} is not a text but a group.`,
      `${file} › ${path} ليس نصًا بل مجموعة.`,
    );
  }
  return { ns, path, lng, value };
}

/** Writes one text; refuses it when the check finds an error in it. Arabic counts as reviewed. */
export function saveText(folder: LocaleFolder, body: unknown): Written {
  const { ns, path, lng, value } = validSave(folder, body);
  const source = folder.read(lng, ns);
  const next = withValue(source.text, path, value);
  if (next === undefined) {
    throw refuse(
      500,
      `The desk could not write ${path} safely; nothing was changed.`,
      `تعذّر على المكتب كتابة ${path} بأمان، ولم يتغير شيء.`,
    );
  }
  const problems = checkDraft(folder, ns, [{ lng, path, value }])[draftKey(lng, path)] ?? [];
  const errors = errorsIn(problems);
  if (errors.length) {
    throw new DeskError(
      422,
      {
        en: 'The check finds an error in this text: it was not saved.',
        ar: 'وجد الفحص خطأً في هذا النص، فلم يُحفظ.',
      },
      undefined,
      errors,
    );
  }
  const file = folder.fileOf(lng, ns);
  folder.write(file, next);
  const written = [file];
  if (lng === 'ar') {
    folder.write(folder.reviewFile, markAll(folder, ns, folder.read('en', ns).data, [path]));
    written.push(folder.reviewFile);
  }
  const line = parseLocaleSource(next);
  const at_ = line.ok ? line.source.lineOf(path) : undefined;
  const result: SaveResult = {
    file: folder.shownFile(lng, ns),
    ...(at_ !== undefined ? { line: at_ } : {}),
    reviewed: lng === 'ar',
    problems,
  };
  return { status: 200, body: result, written };
}

/** Marks the Arabic of a key (every plural form) as reviewed against today's English. */
export function reviewKey(folder: LocaleFolder, body: unknown): Written {
  const { ns: rawNs, path: rawPath } = asObject(body);
  const found = readEntry(folder, `${folder.validNs(rawNs)}:${validPath(rawPath)}`);
  const paths = found.ar.strings.filter((s) => !s.missing).map((s) => s.path);
  if (!paths.length) {
    throw refuse(
      404,
      `There is no Arabic at ${found.path} to review.`,
      `لا يوجد نص عربي عند ${found.path} لمراجعته.`,
    );
  }
  folder.write(
    folder.reviewFile,
    markAll(folder, found.ns, folder.read('en', found.ns).data, paths),
  );
  return { status: 200, body: { ok: true, reviewed: paths }, written: [folder.reviewFile] };
}

/** The new item of one language, checked against the list's shape. */
function validItem(lng: Lang, item: unknown, shape: ItemShape): NewItem {
  const name = nameOf(lng);
  const filled = (text: unknown, field?: string): string => {
    const where = field ? ` (${field})` : '';
    if (typeof text !== 'string' || !text.trim()) {
      throw refuse(
        400,
        `The ${name.en} of the new item${where} is empty.`,
        `النص ${name.ar} للبند الجديد${where} فارغ.`,
      );
    }
    if (text.length > maxValue)
      throw refuse(
        413,
        `The ${name.en}${where} is too long.`,
        `النص ${name.ar}${where} أطول من اللازم.`,
      );
    return text;
  };
  if (shape.kind === 'string') return filled(item);
  if (shape.kind === 'other') {
    throw refuse(
      400,
      `No item can be added here: ${shape.reason.en}.`,
      `لا يمكن إضافة بند هنا: ${shape.reason.ar}.`,
    );
  }
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    const fields = shape.fields.join(', ');
    throw refuse(
      400,
      `The ${name.en} item must have ${fields}.`,
      `يجب أن يكون في البند ${name.ar} الحقول: ${fields}.`,
    );
  }
  const extra = Object.keys(item).filter((n) => !shape.fields.includes(n));
  if (extra.length) {
    throw refuse(
      400,
      `The ${name.en} item has fields the list's items do not have: ${extra.join(', ')}.`,
      `في البند ${name.ar} حقول ليست في بنود القائمة: ${extra.join('، ')}.`,
    );
  }
  const fields = item as Record<string, unknown>;
  return Object.fromEntries(shape.fields.map((field) => [field, filled(fields[field], field)]));
}

function listsOf(folder: LocaleFolder, ns: string, listPath: string) {
  const en = folder.read('en', ns);
  const ar = folder.read('ar', ns);
  const enList = at(en.data, listPath);
  const arList = at(ar.data, listPath);
  if (!Array.isArray(enList) || !Array.isArray(arList)) {
    throw refuse(
      404,
      `${ns}.json has no list at ${listPath} in both languages.`,
      `لا توجد في ${ns}.json قائمة عند ${listPath} باللغتين.`,
    );
  }
  if (enList.length !== arList.length) {
    throw refuse(
      409,
      `The list ${listPath} has ${enList.length} items in English and ${arList.length} in Arabic: make them match in the files first.`,
      `في القائمة ${listPath} ‏${enList.length} بنود بالإنجليزية و${arList.length} بالعربية: اجعلوا العددين متساويين في الملفين أولًا.`,
    );
  }
  return { en, ar, shape: itemShape([enList, arList]), index: enList.length };
}

/** One new item at the end of a list, in both files; its Arabic counts as reviewed. */
export function addListItem(folder: LocaleFolder, body: unknown): Written {
  const { ns: rawNs, listPath: rawList, item } = asObject(body);
  const ns = folder.validNs(rawNs);
  const listPath = validPath(rawList, 'list');
  const { en: enItem, ar: arItem } = asObject(item);
  const { en, ar, shape, index } = listsOf(folder, ns, listPath);
  const items = { en: validItem('en', enItem, shape), ar: validItem('ar', arItem, shape) };
  const texts = {
    en: insertItem(en.text, listPath, items.en),
    ar: insertItem(ar.text, listPath, items.ar),
  };
  const parsed = languages.map((lng) => parseLocaleSource(texts[lng]));
  const safe = parsed.every(
    (p, i) =>
      p.ok &&
      JSON.stringify(at(p.source.data, `${listPath}.${index}`)) ===
        JSON.stringify(items[languages[i] ?? 'en']),
  );
  const enAfter = parsed[0];
  if (!safe || !enAfter?.ok) {
    throw refuse(
      500,
      'The desk could not add the item safely; nothing was changed.',
      'تعذّر على المكتب إضافة البند بأمان، ولم يتغير شيء.',
    );
  }
  const leafPaths = leaves(items.ar, `${listPath}.${index}.`).map(([path]) => path);
  const stateText = markAll(folder, ns, enAfter.source.data, leafPaths);
  folder.write(folder.fileOf('en', ns), texts.en);
  folder.write(folder.fileOf('ar', ns), texts.ar);
  folder.write(folder.reviewFile, stateText);
  const result: AddItemResult = {
    index,
    id: `${ns}:${leafPaths[0] ?? `${listPath}.${index}`}`,
    files: [folder.shownFile('en', ns), folder.shownFile('ar', ns)],
  };
  return {
    status: 200,
    body: result,
    written: [folder.fileOf('en', ns), folder.fileOf('ar', ns), folder.reviewFile],
  };
}

/** Writes (or, empty, removes) the translators' note of a key in locales/notes.json. */
export function saveNote(folder: LocaleFolder, body: unknown): Written {
  const { ns: rawNs, path: rawPath, note } = asObject(body);
  const found = readEntry(folder, `${folder.validNs(rawNs)}:${validPath(rawPath)}`);
  if (typeof note !== 'string' || note.length > maxNote) {
    throw refuse(
      400,
      `A note is a text of at most ${maxNote} characters.`,
      `الملاحظة نص لا يزيد على ${maxNote} حرف.`,
    );
  }
  folder.write(folder.notesFile, withNote(readNotes(folder), found.id, note));
  return { status: 200, body: { ok: true, id: found.id }, written: [folder.notesFile] };
}

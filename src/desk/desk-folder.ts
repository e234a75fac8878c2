import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Lang } from '@/i18n/languages';
import { leaves } from '@/l10n/check-locales';
import { parseLocaleSource, type LocaleSource } from '@/l10n/json-source';
import { refuse } from './desk-error';

/** Every write goes through here: nothing outside the locale folder is ever written. */
function writeInside(root: string, file: string, text: string): void {
  const inside = relative(root, resolve(file));
  if (!inside || inside.startsWith('..') || isAbsolute(inside) || !inside.endsWith('.json')) {
    throw refuse(
      500,
      `The desk writes only locale files, not ${file}`,
      `لا يكتب المكتب إلا ملفات اللغة، لا ${file}`,
    );
  }
  // Written beside and renamed over: the dev server never reads half a file.
  const temporary = `${file}.desk-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Every text of every file, by namespace, as [key path, text] (a broken file is skipped). */
function stringsOf(
  namespaces: string[],
  fileOf: (ns: string) => string,
): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const ns of namespaces) {
    try {
      const data: unknown = JSON.parse(readFileSync(fileOf(ns), 'utf8'));
      const texts = leaves(data).filter((l): l is [string, string] => typeof l[1] === 'string');
      found.set(ns, new Map(texts));
    } catch {
      // A file with a syntax error: the page's error says where.
    }
  }
  return found;
}

/**
 * The locale folder as the desk sees it: the files it may read, and the one way it writes (inside
 * the folder, JSON only, written beside and renamed over so the dev server never reads half a file).
 */
export function openFolder(localesDir: string) {
  const root = resolve(localesDir);
  const reviewFile = join(root, 'review-state.json');
  const notesFile = join(root, 'notes.json');
  const fileOf = (lng: Lang, ns: string) => join(root, lng, `${ns}.json`);
  const shownFile = (lng: Lang, ns: string) => `locales/${lng}/${ns}.json`;

  const write = (file: string, text: string) => writeInside(root, file, text);

  function namespaces(): string[] {
    return readdirSync(join(root, 'en'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((ns) => existsSync(join(root, 'ar', `${ns}.json`)))
      .sort();
  }

  function validNs(ns: unknown): string {
    if (typeof ns !== 'string' || !namespaces().includes(ns)) {
      const shown = JSON.stringify(ns);
      throw refuse(
        404,
        `There is no locale file named ${shown}.`,
        `لا يوجد ملف لغة اسمه ${shown}.`,
      );
    }
    return ns;
  }

  function read(lng: Lang, ns: string): LocaleSource {
    const parsed = parseLocaleSource(readFileSync(fileOf(lng, ns), 'utf8'));
    if (parsed.ok) return parsed.source;
    const { line, column, message, frame } = parsed.error;
    const where = `${shownFile(lng, ns)} (line ${line}, column ${column})`;
    throw refuse(
      409,
      `${where} is not valid JSON: ${message}. Fix the file first.`,
      `الملف ${shownFile(lng, ns)} ليس JSON صالحًا (السطر ${line}، العمود ${column}): ${message}. صحّحوا الملف أولًا.`,
      frame,
    );
  }

  const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

  const allStrings = (lng: Lang) => stringsOf(namespaces(), (ns) => fileOf(lng, ns));

  return {
    root,
    reviewFile,
    notesFile,
    fileOf,
    shownFile,
    write,
    namespaces,
    validNs,
    read,
    readText,
    allStrings,
  };
}

export type LocaleFolder = ReturnType<typeof openFolder>;

import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isLang, languages, type Lang } from '@/i18n/languages';
import { leaves } from '@/l10n/check-locales';
import { insertItem, parseLocaleSource, setValue, toJsonPath } from '@/l10n/json-source';
import type { Problem } from '@/l10n/problem';
import { englishHash, isStale, markReviewed, readReviewState } from '@/l10n/review-state';
import { checkString, pluralFormsOf, pluralSuffix } from '@/l10n/string-checks';
import { foldForSearch } from './desk-text';
import type {
  AddItemResult,
  DeskEntry,
  DeskErrorBody,
  DeskList,
  DeskReview,
  DeskSide,
  DeskString,
  ItemShape,
  NewItem,
  PluralForm,
  SaveResult,
  SearchHit,
} from './desk-types';

/**
 * The translator's desk, server side (`npm run dev` only: scripts/dev.mjs loads this through Vite
 * and hands it the `/__desk/` requests). It reads one string in both languages, writes one value
 * back into its locale file (nothing else in the file changes), adds an item to a list in both
 * files, marks Arabic reviewed, and searches every string. It writes nothing but the locale files
 * and locales/review-state.json, and only keys that already exist: a translator changes words,
 * never the shape the pages read.
 */

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly frame?: string,
  ) {
    super(message);
  }
}

const maxValue = 20_000;
const searchLimit = 30;
/** Key path segments: names and list indexes, nothing that reaches an object's prototype. */
const segmentPattern = /^[A-Za-z0-9_-]+$/;
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);

type Json = unknown;

/** Own properties only: a key path never walks into a prototype. */
function childOf(node: Json, segment: string | number): Json {
  if (Array.isArray(node)) {
    return typeof segment === 'number' && segment < node.length ? node[segment] : undefined;
  }
  if (node && typeof node === 'object' && Object.hasOwn(node, segment)) {
    return (node as Record<string, Json>)[String(segment)];
  }
  return undefined;
}

function at(data: Json, path: string): Json {
  return toJsonPath(path).reduce<Json>((node, segment) => childOf(node, segment), data);
}

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
function itemShape(lists: Json[][]): ItemShape {
  const items = lists.flat();
  const first = items[0];
  if (first === undefined) return { kind: 'other', reason: 'the list is empty' };
  const shapes = new Set(items.map(shapeOf));
  if (shapes.size > 1 || shapes.has('other')) {
    return {
      kind: 'other',
      reason: 'its items are not all alike, or hold lists: add one in the file itself',
    };
  }
  if (typeof first === 'string') return { kind: 'string' };
  return { kind: 'object', fields: Object.keys(first as object) };
}

export interface DeskRequest {
  method: string;
  /** The request's path and query (`/__desk/entry?id=…`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body of a POST, as text (the caller stops reading at 64 KB). */
  body?: string;
}

export interface DeskResponse {
  status: number;
  body: unknown;
  /** Absolute paths of the files written, for the dev server to drop from Vite's cache. */
  written?: string[];
}

export const maxBodyBytes = 64 * 1024;

const header = (request: DeskRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Who may talk to the desk: only its own page. `X-Desk: 1` is a header a page elsewhere cannot
 * send without a CORS preflight, which this server never grants; an `Origin` (browsers send one
 * with every POST) must be this server's; the `Host` must be a loopback name (or the one the dev
 * server listens on), so a foreign name pointed at 127.0.0.1 (DNS rebinding) gets nothing.
 * Returns the refusal, or undefined when the request may go on.
 */
export function refuseRequest(
  request: DeskRequest,
  allowedHosts: readonly string[] = [],
): DeskResponse | undefined {
  const refuse = (status: number, error: string): DeskResponse => ({
    status,
    body: { error } satisfies DeskErrorBody,
  });
  const host = header(request, 'host') ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!['localhost', '127.0.0.1', '[::1]', ...allowedHosts].includes(hostname)) {
    return refuse(403, `The desk answers only on this computer (Host ${host || 'missing'}).`);
  }
  if (header(request, 'x-desk') !== '1') {
    return refuse(403, 'The desk answers only its own page: the X-Desk: 1 header is missing.');
  }
  const origin = header(request, 'origin');
  if (origin !== undefined && origin !== `http://${host}`) {
    return refuse(403, `The desk answers only its own page, not ${origin}.`);
  }
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return refuse(403, `The desk answers only its own page (Sec-Fetch-Site: ${site}).`);
  }
  if (request.method === 'POST') {
    const type = header(request, 'content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return refuse(415, 'The desk takes JSON only (Content-Type: application/json).');
    }
    const length = Number(header(request, 'content-length') ?? 0);
    if (length > maxBodyBytes) return refuse(413, 'The request is larger than 64 KB.');
  }
  return undefined;
}

/** The desk over one folder of locale files (the project's `locales/`, or a copy in a test). */
// eslint-disable-next-line max-lines-per-function -- one closure over the folder: its handlers are the small functions inside
export function createDesk(localesDir: string) {
  const root = resolve(localesDir);
  const reviewFile = join(root, 'review-state.json');

  /** Every write goes through here: nothing outside the locale folder is ever written. */
  function write(file: string, text: string): void {
    const inside = relative(root, resolve(file));
    if (!inside || inside.startsWith('..') || isAbsolute(inside) || !inside.endsWith('.json')) {
      throw new DeskError(500, `The desk writes only locale files, not ${file}`);
    }
    // Written beside and renamed over: the dev server never reads half a file.
    const temporary = `${file}.desk-${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }

  function namespaces(): string[] {
    return readdirSync(join(root, 'en'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((ns) => existsSync(join(root, 'ar', `${ns}.json`)))
      .sort();
  }

  function validNs(ns: unknown): string {
    if (typeof ns !== 'string' || !namespaces().includes(ns)) {
      throw new DeskError(404, `There is no locale file named ${JSON.stringify(ns)}.`);
    }
    return ns;
  }

  function validPath(path: unknown, what = 'key path'): string {
    const segments = typeof path === 'string' ? path.split('.') : [];
    if (
      typeof path !== 'string' ||
      path.length > 300 ||
      !segments.every((s) => segmentPattern.test(s) && !forbiddenSegments.has(s))
    ) {
      throw new DeskError(400, `${JSON.stringify(path)} is not a ${what}.`);
    }
    return path;
  }

  const fileOf = (lng: Lang, ns: string) => join(root, lng, `${ns}.json`);
  const shownFile = (lng: Lang, ns: string) => `locales/${lng}/${ns}.json`;

  function read(lng: Lang, ns: string) {
    const text = readFileSync(fileOf(lng, ns), 'utf8');
    const parsed = parseLocaleSource(text);
    if (!parsed.ok) {
      const { line, column, message, frame } = parsed.error;
      throw new DeskError(
        409,
        `${shownFile(lng, ns)} (line ${line}, column ${column}) is not valid JSON: ${message}. Fix the file first.`,
        frame,
      );
    }
    return parsed.source;
  }

  const readState = () =>
    readReviewState(existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : undefined);
  const readStateText = () => (existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : '');

  /** The English an Arabic key path is reviewed against: the same form, else `_other`. */
  function englishFor(enData: Json, path: string): string | undefined {
    const same = at(enData, path);
    if (typeof same === 'string') return same;
    const other = at(enData, `${path.replace(pluralSuffix, '')}_other`);
    return typeof other === 'string' ? other : undefined;
  }

  function withLines(problems: Problem[], line: number | undefined): Problem[] {
    return problems.map((p) => (p.line === undefined && line !== undefined ? { ...p, line } : p));
  }

  /** The key's strings in one language: the key itself, or each plural form the file has. */
  function stringsOf(
    lng: Lang,
    ns: string,
    source: ReturnType<typeof read>,
    paths: { path: string; form?: PluralForm }[],
    twin: Json,
  ): DeskString[] {
    return paths.flatMap(({ path, form }) => {
      const value = at(source.data, path);
      if (typeof value !== 'string') return [];
      const other = lng === 'ar' ? englishFor(twin, path) : twinValue(twin, path);
      const line = source.lineOf(path);
      return [
        {
          path,
          ...(form ? { form } : {}),
          value,
          ...(line !== undefined ? { line } : {}),
          problems: withLines(checkString({ lng, ns, path, value, other }), line),
        },
      ];
    });
  }

  /** The Arabic twin of an English key path: the same form, else `_other`. */
  function twinValue(arData: Json, path: string): string | undefined {
    const same = at(arData, path);
    if (typeof same === 'string') return same;
    const other = at(arData, `${path.replace(pluralSuffix, '')}_other`);
    return typeof other === 'string' ? other : undefined;
  }

  function nearestList(enData: Json, arData: Json, path: string): DeskList | undefined {
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

  function reviewOf(ns: string, enData: Json, ar: DeskString[], basePath: string): DeskReview {
    const state = readState();
    const forms = ar.map(({ path }) => {
      const english = englishFor(enData, path) ?? '';
      const reviewedHash = state.reviewed[ns]?.[path];
      return {
        path,
        stale: isStale(state, ns, path, english),
        englishHash: englishHash(english),
        ...(reviewedHash ? { reviewedHash } : {}),
      };
    });
    return {
      stale: forms.some((f) => f.stale),
      englishHash: englishHash(englishFor(enData, basePath) ?? ''),
      forms,
    };
  }

  /** One key in both languages: every plural form, its list, its review state, its problems. */
  function entry(id: string): DeskEntry {
    const colon = id.indexOf(':');
    if (colon < 1)
      throw new DeskError(400, `${JSON.stringify(id)} is not a desk id (ns:key.path).`);
    const ns = validNs(id.slice(0, colon));
    let path = validPath(id.slice(colon + 1));
    const en = read('en', ns);
    const ar = read('ar', ns);
    // One form of a plural key (`counts.courses_few`) opens the whole key, every form.
    const base = path.replace(pluralSuffix, '');
    if (base !== path && typeof at(en.data, `${base}_other`) === 'string') path = base;
    const direct = typeof at(en.data, path) === 'string' || typeof at(ar.data, path) === 'string';
    const formsOf = (lng: Lang) =>
      direct
        ? [{ path }]
        : pluralFormsOf(lng, ns, path).map((form) => ({
            path: `${path}_${form}`,
            form: form as PluralForm,
          }));
    const enStrings = stringsOf('en', ns, en, formsOf('en'), ar.data);
    const arStrings = stringsOf('ar', ns, ar, formsOf('ar'), en.data);
    if (!enStrings.length && !arStrings.length) {
      throw new DeskError(404, `${ns}.json has no text at ${path}.`);
    }
    const list = nearestList(en.data, ar.data, path);
    const side = (lng: Lang, strings: DeskString[]): DeskSide => ({
      lng,
      file: shownFile(lng, ns),
      strings,
    });
    return {
      id: `${ns}:${path}`,
      ns,
      path,
      plural: !direct,
      en: side('en', enStrings),
      ar: side('ar', arStrings),
      ...(list ? { list } : {}),
      review: reviewOf(ns, en.data, arStrings, direct ? path : `${path}_other`),
    };
  }

  function markAll(ns: string, enData: Json, arPaths: string[], stateText: string): string {
    return arPaths.reduce(
      (text, path) => markReviewed(text, ns, path, englishFor(enData, path) ?? ''),
      stateText,
    );
  }

  /** Writes one existing string; saving Arabic marks it reviewed against today's English. */
  function save(body: unknown): DeskResponse {
    const { ns: rawNs, path: rawPath, lng, value } = asObject(body);
    const ns = validNs(rawNs);
    const path = validPath(rawPath);
    if (!isLang(lng)) throw new DeskError(400, 'The language must be "en" or "ar".');
    if (typeof value !== 'string') throw new DeskError(400, 'The value must be a text.');
    if (value.length > maxValue) throw new DeskError(413, 'The text is too long for one string.');
    const source = read(lng, ns);
    const current = at(source.data, path);
    if (current === undefined) {
      throw new DeskError(
        404,
        `${shownFile(lng, ns)} has no key ${path}: the desk changes texts, never keys.`,
      );
    }
    if (typeof current !== 'string') {
      throw new DeskError(400, `${shownFile(lng, ns)} › ${path} is not a text but a group.`);
    }
    const next = setValue(source.text, path, value);
    // The file must still parse and differ only at this value before it is written.
    const check = parseLocaleSource(next);
    if (!check.ok || at(check.source.data, path) !== value) {
      throw new DeskError(500, `The desk could not write ${path} safely; nothing was changed.`);
    }
    const file = fileOf(lng, ns);
    const written = [file];
    write(file, next);
    const en = lng === 'en' ? check.source : read('en', ns);
    if (lng === 'ar') {
      write(reviewFile, markAll(ns, en.data, [path], readStateText()));
      written.push(reviewFile);
    }
    const other = lng === 'ar' ? englishFor(en.data, path) : twinValue(read('ar', ns).data, path);
    const line = check.source.lineOf(path);
    const result: SaveResult = {
      file: shownFile(lng, ns),
      ...(line !== undefined ? { line } : {}),
      reviewed: lng === 'ar',
      problems: withLines(checkString({ lng, ns, path, value, other }), line),
    };
    return { status: 200, body: result, written };
  }

  /** Marks the Arabic of a key (every plural form) as reviewed against today's English. */
  function review(body: unknown): DeskResponse {
    const { ns: rawNs, path: rawPath } = asObject(body);
    const found = entry(`${validNs(rawNs)}:${validPath(rawPath)}`);
    const en = read('en', found.ns);
    const paths = found.ar.strings.map((s) => s.path);
    if (!paths.length) throw new DeskError(404, `There is no Arabic at ${found.path} to review.`);
    write(reviewFile, markAll(found.ns, en.data, paths, readStateText()));
    return { status: 200, body: { ok: true, reviewed: paths }, written: [reviewFile] };
  }

  /** The new item of one language, checked against the list's shape. */
  function validItem(lng: Lang, item: unknown, shape: ItemShape): NewItem {
    const name = lng === 'en' ? 'English' : 'Arabic';
    const filled = (text: unknown, field?: string): string => {
      const where = field ? ` (${field})` : '';
      if (typeof text !== 'string' || !text.trim()) {
        throw new DeskError(400, `The ${name} of the new item${where} is empty.`);
      }
      if (text.length > maxValue) throw new DeskError(413, `The ${name}${where} is too long.`);
      return text;
    };
    if (shape.kind === 'string') return filled(item);
    if (shape.kind === 'object') {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        throw new DeskError(400, `The ${name} item must have ${shape.fields.join(', ')}.`);
      }
      const names = Object.keys(item);
      const extra = names.filter((n) => !shape.fields.includes(n));
      if (extra.length) {
        throw new DeskError(
          400,
          `The ${name} item has fields the list's items do not have: ${extra.join(', ')}.`,
        );
      }
      return Object.fromEntries(
        shape.fields.map((field) => [
          field,
          filled((item as Record<string, unknown>)[field], field),
        ]),
      );
    }
    throw new DeskError(400, `No item can be added here: ${shape.reason}.`);
  }

  /** One new item at the end of a list, in both files; its Arabic counts as reviewed. */
  function addItem(body: unknown): DeskResponse {
    const { ns: rawNs, listPath: rawList, item } = asObject(body);
    const ns = validNs(rawNs);
    const listPath = validPath(rawList, 'list path');
    const { en: enItem, ar: arItem } = asObject(item);
    const en = read('en', ns);
    const ar = read('ar', ns);
    const enList = at(en.data, listPath);
    const arList = at(ar.data, listPath);
    if (!Array.isArray(enList) || !Array.isArray(arList)) {
      throw new DeskError(404, `${ns}.json has no list at ${listPath} in both languages.`);
    }
    if (enList.length !== arList.length) {
      throw new DeskError(
        409,
        `The list ${listPath} has ${enList.length} items in English and ${arList.length} in Arabic: make them match in the files first.`,
      );
    }
    const shape = itemShape([enList, arList]);
    const newEn = validItem('en', enItem, shape);
    const newAr = validItem('ar', arItem, shape);
    const index = enList.length;
    const texts = {
      en: insertItem(en.text, listPath, newEn),
      ar: insertItem(ar.text, listPath, newAr),
    };
    for (const lng of languages) {
      const parsed = parseLocaleSource(texts[lng]);
      const expected = lng === 'en' ? newEn : newAr;
      if (
        !parsed.ok ||
        JSON.stringify(at(parsed.source.data, `${listPath}.${index}`)) !== JSON.stringify(expected)
      ) {
        throw new DeskError(500, `The desk could not add the item safely; nothing was changed.`);
      }
    }
    const enAfter = parseLocaleSource(texts.en);
    const leafPaths = leaves(newAr, `${listPath}.${index}.`).map(([path]) => path);
    const stateText = markAll(
      ns,
      enAfter.ok ? enAfter.source.data : {},
      leafPaths,
      readStateText(),
    );
    write(fileOf('en', ns), texts.en);
    write(fileOf('ar', ns), texts.ar);
    write(reviewFile, stateText);
    const result: AddItemResult = {
      index,
      id: `${ns}:${leafPaths[0] ?? `${listPath}.${index}`}`,
      files: [shownFile('en', ns), shownFile('ar', ns)],
    };
    return { status: 200, body: result, written: [fileOf('en', ns), fileOf('ar', ns), reviewFile] };
  }

  /** Up to 30 strings of every locale file whose English or Arabic holds the words. */
  function search(query: string): SearchHit[] {
    const needle = foldForSearch(query);
    if (needle.length < 2) return [];
    const exact: SearchHit[] = [];
    const partial: SearchHit[] = [];
    for (const ns of namespaces()) {
      const strings = (lng: Lang) => {
        const data: Json = JSON.parse(readFileSync(fileOf(lng, ns), 'utf8'));
        return new Map(
          leaves(data).filter((leaf): leaf is [string, string] => typeof leaf[1] === 'string'),
        );
      };
      let en: Map<string, string>;
      let ar: Map<string, string>;
      try {
        en = strings('en');
        ar = strings('ar');
      } catch {
        continue; // A file with a syntax error: the page's error says where.
      }
      const seen = new Set<string>();
      for (const path of [...en.keys(), ...ar.keys()]) {
        const base = pluralSuffix.test(path) ? path.replace(pluralSuffix, '') : path;
        const id = `${ns}:${base}`;
        if (seen.has(id)) continue;
        const enText = en.get(path) ?? en.get(`${base}_other`);
        const arText = ar.get(path) ?? ar.get(`${base}_other`);
        const folded = [enText, arText].map((t) => (t === undefined ? '' : foldForSearch(t)));
        if (!folded.some((t) => t.includes(needle))) continue;
        seen.add(id);
        const hit: SearchHit = {
          id,
          ...(enText !== undefined ? { en: enText } : {}),
          ...(arText !== undefined ? { ar: arText } : {}),
        };
        (folded.includes(needle) ? exact : partial).push(hit);
      }
    }
    return [...exact, ...partial].slice(0, searchLimit);
  }

  return { entry, save, review, addItem, search, namespaces };
}

export type Desk = ReturnType<typeof createDesk>;

function asObject(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DeskError(400, 'The request must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function parseBody(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? '');
  } catch {
    throw new DeskError(400, 'The request body is not valid JSON.');
  }
}

/** Answers one `/__desk/` request (after `refuseRequest`, which it applies again). */
export function answerRequest(
  desk: Desk,
  request: DeskRequest,
  allowedHosts: readonly string[] = [],
): DeskResponse {
  const refused = refuseRequest(request, allowedHosts);
  if (refused) return refused;
  const url = new URL(request.url, 'http://desk.invalid');
  const routes: Record<string, { method: string; run: () => DeskResponse }> = {
    '/__desk/entry': {
      method: 'GET',
      run: () => ({ status: 200, body: desk.entry(url.searchParams.get('id') ?? '') }),
    },
    '/__desk/search': {
      method: 'GET',
      run: () => ({ status: 200, body: desk.search(url.searchParams.get('q') ?? '') }),
    },
    '/__desk/save': { method: 'POST', run: () => desk.save(parseBody(request.body)) },
    '/__desk/review': { method: 'POST', run: () => desk.review(parseBody(request.body)) },
    '/__desk/add-item': { method: 'POST', run: () => desk.addItem(parseBody(request.body)) },
  };
  const route = routes[url.pathname];
  if (!route) return { status: 404, body: { error: `The desk has no ${url.pathname}.` } };
  if (request.method !== route.method) {
    return { status: 405, body: { error: `${url.pathname} takes ${route.method} only.` } };
  }
  if (route.method === 'POST' && Buffer.byteLength(request.body ?? '', 'utf8') > maxBodyBytes) {
    return { status: 413, body: { error: 'The request is larger than 64 KB.' } };
  }
  try {
    return route.run();
  } catch (caught) {
    if (caught instanceof DeskError) {
      const body: DeskErrorBody = {
        error: caught.message,
        ...(caught.frame ? { frame: caught.frame } : {}),
      };
      return { status: caught.status, body };
    }
    throw caught;
  }
}

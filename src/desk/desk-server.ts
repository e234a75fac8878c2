import { isLang, type Lang } from '@/i18n/languages';
import { checkDraft } from './desk-check';
import { readEntry } from './desk-entry';
import { DeskError, refuse } from './desk-error';
import { openFolder, type LocaleFolder } from './desk-folder';
import { asObject, validPath } from './desk-json';
import { searchStrings } from './desk-search';
import { checkSummary } from './desk-summary';
import type { CheckResult, DeskErrorBody } from './desk-types';
import { addListItem, reviewKey, saveNote, saveText } from './desk-write';

/**
 * The translator's desk, server side (`npm run dev` only: scripts/dev.mjs loads this through Vite
 * and hands it the `/__desk/` requests). It reads one string in both languages, checks a draft
 * with the check itself, writes one text back into its locale file (nothing else in the file
 * changes), adds an item to a list in both files, marks Arabic reviewed, keeps translators' notes,
 * searches every string, and counts what the check finds in every file. It writes nothing but the locale files, locales/review-state.json
 * and locales/notes.json, and only keys one of the two languages already has: a translator
 * changes words, never the shape the pages read. It answers in the language of the desk's
 * interface (the `X-Desk-Lang` header). The pieces: desk-folder (files), desk-entry (reading a
 * key), desk-check (checking a draft), desk-write (writing), desk-search, desk-memory, desk-notes.
 */

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
  const no = (status: number, en: string, ar: string): DeskResponse => ({
    status,
    body: { error: langOf(request) === 'ar' ? ar : en } satisfies DeskErrorBody,
  });
  const host = header(request, 'host') ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const shown = host || 'missing';
  if (!['localhost', '127.0.0.1', '[::1]', ...allowedHosts].includes(hostname)) {
    return no(
      403,
      `The desk answers only on this computer (Host ${shown}).`,
      `لا يعمل المكتب إلا على هذا الجهاز (Host ${shown}).`,
    );
  }
  if (header(request, 'x-desk') !== '1') {
    return no(
      403,
      'The desk answers only its own page: the X-Desk: 1 header is missing.',
      'لا يقبل المكتب إلا طلبات صفحته: الترويسة X-Desk: 1 غير موجودة.',
    );
  }
  const origin = header(request, 'origin');
  if (origin !== undefined && origin !== `http://${host}`) {
    return no(
      403,
      `The desk answers only its own page, not ${origin}.`,
      `لا يقبل المكتب إلا طلبات صفحته، وهذا الطلب من ${origin}.`,
    );
  }
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return no(
      403,
      `The desk answers only its own page (Sec-Fetch-Site: ${site}).`,
      `لا يقبل المكتب إلا طلبات صفحته (Sec-Fetch-Site: ${site}).`,
    );
  }
  if (request.method !== 'POST') return undefined;
  if (!/^application\/json\s*(;|$)/i.test(header(request, 'content-type') ?? '')) {
    return no(
      415,
      'The desk takes JSON only (Content-Type: application/json).',
      'لا يقبل المكتب إلا JSON (Content-Type: application/json).',
    );
  }
  if (Number(header(request, 'content-length') ?? 0) > maxBodyBytes) {
    return no(413, 'The request is larger than 64 KB.', 'الطلب أكبر من 64 KB.');
  }
  return undefined;
}

/** The language of the desk that sent the request (its messages come back in it). */
export const langOf = (request: DeskRequest): Lang =>
  header(request, 'x-desk-lang') === 'ar' ? 'ar' : 'en';

/** The desk over one folder of locale files (the project's `locales/`, or a copy in a test). */
export function createDesk(localesDir: string) {
  const folder = openFolder(localesDir);
  return {
    entry: (id: string) => readEntry(folder, id),
    save: (body: unknown) => saveText(folder, body),
    review: (body: unknown) => reviewKey(folder, body),
    addItem: (body: unknown) => addListItem(folder, body),
    note: (body: unknown) => saveNote(folder, body),
    check: (body: unknown) => checkRequest(folder, body),
    search: (query: string) => searchStrings(folder, query),
    summary: () => checkSummary(folder),
    namespaces: folder.namespaces,
  };
}

export type Desk = ReturnType<typeof createDesk>;

/** `POST /__desk/check`: the draft's problems, by the check itself. */
function checkRequest(folder: LocaleFolder, body: unknown): CheckResult {
  const { ns: rawNs, values } = asObject(body);
  const ns = folder.validNs(rawNs);
  if (!Array.isArray(values) || values.length > 50) {
    throw refuse(
      400,
      'The values must be a list of at most 50.',
      'يجب أن تكون القيم قائمة من 50 على الأكثر.',
    );
  }
  const draft = values.map((item) => {
    const { lng, path, value } = asObject(item);
    if (!isLang(lng) || typeof value !== 'string') {
      throw refuse(400, 'Each value needs lng and a text.', 'كل قيمة تحتاج إلى لغة ونص.');
    }
    return { lng, path: validPath(path), value };
  });
  return checkDraft(folder, ns, draft);
}

function parseBody(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? '');
  } catch {
    throw refuse(400, 'The request body is not valid JSON.', 'نص الطلب ليس JSON صالحًا.');
  }
}

type Route = { method: 'GET' | 'POST'; run: (url: URL, body: string | undefined) => DeskResponse };

function routesOf(desk: Desk): Record<string, Route> {
  const ok = (body: unknown): DeskResponse => ({ status: 200, body });
  const param = (url: URL, name: string) => url.searchParams.get(name) ?? '';
  return {
    '/__desk/entry': { method: 'GET', run: (url) => ok(desk.entry(param(url, 'id'))) },
    '/__desk/search': { method: 'GET', run: (url) => ok(desk.search(param(url, 'q'))) },
    '/__desk/summary': { method: 'GET', run: () => ok(desk.summary()) },
    '/__desk/check': { method: 'POST', run: (_, body) => ok(desk.check(parseBody(body))) },
    '/__desk/save': { method: 'POST', run: (_, body) => desk.save(parseBody(body)) },
    '/__desk/review': { method: 'POST', run: (_, body) => desk.review(parseBody(body)) },
    '/__desk/add-item': { method: 'POST', run: (_, body) => desk.addItem(parseBody(body)) },
    '/__desk/note': { method: 'POST', run: (_, body) => desk.note(parseBody(body)) },
  };
}

function errorBody(caught: DeskError, lang: Lang): DeskErrorBody {
  return {
    error: caught.words[lang],
    ...(caught.frame ? { frame: caught.frame } : {}),
    ...(caught.details ? { problems: caught.details as DeskErrorBody['problems'] } : {}),
  };
}

/** Answers one `/__desk/` request (after `refuseRequest`, which it applies again). */
export function answerRequest(
  desk: Desk,
  request: DeskRequest,
  allowedHosts: readonly string[] = [],
): DeskResponse {
  const refused = refuseRequest(request, allowedHosts);
  if (refused) return refused;
  const lang = langOf(request);
  const url = new URL(request.url, 'http://desk.invalid');
  const route = routesOf(desk)[url.pathname];
  const path = url.pathname;
  try {
    if (!route) throw refuse(404, `The desk has no ${path}.`, `لا يوجد في المكتب ${path}.`);
    if (request.method !== route.method) {
      throw refuse(
        405,
        `${path} takes ${route.method} only.`,
        `لا يقبل ${path} إلا ${route.method}.`,
      );
    }
    if (route.method === 'POST' && Buffer.byteLength(request.body ?? '', 'utf8') > maxBodyBytes) {
      throw refuse(413, 'The request is larger than 64 KB.', 'الطلب أكبر من 64 KB.');
    }
    return route.run(url, request.body);
  } catch (caught) {
    if (caught instanceof DeskError)
      return { status: caught.status, body: errorBody(caught, lang) };
    throw caught;
  }
}

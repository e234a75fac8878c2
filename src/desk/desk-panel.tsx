import {
  createContext,
  Fragment,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Lang } from '@/i18n/languages';
import type { Problem } from '@/l10n/problem';
import { checkString, pluralSuffix } from '@/l10n/string-checks';
import { routes } from '@/routes/manifest';
import { deskApi, DeskRequestError } from './desk-api';
import { deskLabels, pluralFormLabels, type DeskWords } from './desk-labels';
import { markerAtPoint, markerOfElement, pageStrings, type PageString } from './desk-pick';
import {
  readDraft,
  readOpenView,
  takeFlash,
  writeDraft,
  writeFlash,
  writeOpenView,
  type DeskView,
  type Draft,
} from './desk-session';
import { fillText } from '@/i18n/fill-text';
import { highlightSegments } from './desk-text';
import type { DeskEntry, DeskList, DeskString, NewItem, SearchHit } from './desk-types';

/**
 * The translator's desk's panel (React, in a shadow root: see desk-client.ts). One dialog with two
 * views: the strings of this page (and a search of every string), and one key in both languages,
 * side by side, checked as the translator types, saved into the locale files.
 */

interface Status {
  kind: 'ok' | 'error' | 'info';
  text: string;
  frame?: string;
}

interface DeskContextValue {
  lang: Lang;
  words: DeskWords;
  host: HTMLElement;
  setStatus: (status: Status | undefined) => void;
  open: (view: DeskView) => void;
}

const DeskContext = createContext<DeskContextValue | null>(null);

function useDesk(): DeskContextValue {
  const value = use(DeskContext);
  if (!value) throw new Error('The desk panel renders inside DeskApp only');
  return value;
}

const dirOf = (lng: Lang) => (lng === 'ar' ? 'rtl' : 'ltr');
const otherOf = (lng: Lang): Lang => (lng === 'ar' ? 'en' : 'ar');

function errorStatus(words: DeskWords, error: unknown): Status {
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'error',
    text: fillText(words.serverError, { message }),
    ...(error instanceof DeskRequestError && error.frame ? { frame: error.frame } : {}),
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The whole desk: the toggle button, pick mode, the dialog. */
// eslint-disable-next-line max-lines-per-function -- the desk's one state owner (open view, pick mode, status); a dev tool, never shipped
export function DeskApp({ host }: { host: HTMLElement }) {
  const lang: Lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const words = deskLabels[lang];
  const [view, setView] = useState<DeskView | undefined>(readOpenView);
  const [picking, setPicking] = useState(false);
  const [status, setStatus] = useState<Status | undefined>(() => {
    const flash = takeFlash();
    return flash ? { kind: 'ok', text: flash } : undefined;
  });
  const dialogRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  const open = (next: DeskView) => {
    if (!view) {
      const active = document.activeElement;
      returnFocus.current =
        active instanceof HTMLElement && active !== document.body && active !== host
          ? active
          : null;
    }
    setPicking(false);
    setView(next);
    writeOpenView(next);
  };

  const close = () => {
    setView(undefined);
    setPicking(false);
    setStatus(undefined);
    writeOpenView(undefined);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const startPicking = () => {
    setPicking(true);
    // The dialog goes away and takes the focus with it: it goes to the page's main content
    // instead (the skip link's target, focusable already), so the next Tab reaches the page's
    // first link, and Enter on a focused link, button or field picks its string.
    document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
  };

  const pick = (id: string | undefined) => {
    if (id) {
      setStatus(undefined);
      open({ view: 'entry', id });
    } else {
      open({ view: 'home' });
      setStatus({ kind: 'info', text: words.noKey });
    }
  };

  // Alt+click (Option+click) anywhere on the page: the string under the pointer. The page's own
  // click (a link, a summary) does not happen.
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!event.altKey || event.composedPath().includes(host)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    pick(markerAtPoint(event.clientX, event.clientY, target));
  });
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyD') {
      event.preventDefault();
      if (view && !picking) close();
      else open(view ?? { view: 'home' });
    }
  });
  useEffect(() => {
    const click = (event: MouseEvent) => onClick(event);
    const key = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('click', click, true);
    document.addEventListener('keydown', key, true);
    return () => {
      document.removeEventListener('click', click, true);
      document.removeEventListener('keydown', key, true);
    };
  }, []);

  // Focus moves into the dialog when it opens or changes view (the entry then focuses its field).
  useEffect(() => {
    if (!view || picking) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(host.shadowRoot?.activeElement ?? null)) {
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [view, picking, host]);

  const context: DeskContextValue = { lang, words, host, setStatus, open };
  return (
    <DeskContext value={context}>
      <div className="root" dir={dirOf(lang)} lang={lang}>
        {!view && !picking && (
          <button
            type="button"
            className="toggle"
            aria-label={words.toggleLabel}
            aria-keyshortcuts="Alt+Shift+D"
            title={words.toggleLabel}
            onClick={() => open({ view: 'home' })}
          >
            {words.toggle}
          </button>
        )}
        {picking && <PickLayer onPick={pick} onLeave={() => setPicking(false)} />}
        {view && !picking && (
          <section
            ref={dialogRef}
            className="desk"
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          >
            <div className="head">
              <h2 id={titleId} tabIndex={-1} data-autofocus="">
                {words.title}
              </h2>
              <button type="button" onClick={close}>
                {words.close}
              </button>
            </div>
            {view.view === 'home' ? (
              <HomeView onPick={startPicking} />
            ) : (
              <EntryLoader
                key={view.id}
                id={view.id}
                onBack={() => open({ view: 'home' })}
                onPick={startPicking}
              />
            )}
            <div role="status" className={`status ${status?.kind ?? ''}`}>
              {status?.text}
              {status?.frame && <pre className="frame">{status.frame}</pre>}
            </div>
          </section>
        )}
      </div>
    </DeskContext>
  );
}

/** Pick mode: the element under the pointer outlined with its key; a click (or Enter) picks. */
// eslint-disable-next-line max-lines-per-function -- pointer and keyboard picking share their state; a dev tool, never shipped
function PickLayer({
  onPick,
  onLeave,
}: {
  onPick: (id: string | undefined) => void;
  onLeave: () => void;
}) {
  const { words, host } = useDesk();
  const [hover, setHover] = useState<{ rect: DOMRect; id: string | undefined }>();
  const frame = useRef(0);

  const onMove = useEffectEvent((event: MouseEvent) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || event.composedPath().includes(host)) return setHover(undefined);
      setHover({
        rect: target.getBoundingClientRect(),
        id: markerAtPoint(event.clientX, event.clientY, target),
      });
    });
  });
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.composedPath().includes(host)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    onPick(markerAtPoint(event.clientX, event.clientY, target));
  });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onLeave();
      return;
    }
    // Keyboard picking: Enter on the focused link, button or field picks its string.
    const active = document.activeElement;
    if (event.key === 'Enter' && active && active !== document.body && active !== host) {
      event.preventDefault();
      event.stopPropagation();
      onPick(markerOfElement(active));
    }
  });
  useEffect(() => {
    const move = (event: MouseEvent) => onMove(event);
    const click = (event: MouseEvent) => onClick(event);
    const key = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('mousemove', move, { passive: true });
    document.addEventListener('click', click, true);
    document.addEventListener('keydown', key, true);
    return () => {
      cancelAnimationFrame(frame.current);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('click', click, true);
      document.removeEventListener('keydown', key, true);
    };
  }, []);

  return (
    <>
      <div className="pick-banner" role="status">
        <span>{words.pickHint}</span>
        <button type="button" onClick={onLeave}>
          {words.pickLeave}
        </button>
      </div>
      {hover && (
        <>
          <div
            className="outline"
            style={{
              top: hover.rect.top,
              left: hover.rect.left,
              width: hover.rect.width,
              height: hover.rect.height,
            }}
          />
          {hover.id && (
            <div
              className="outline-label"
              style={{ top: Math.max(0, hover.rect.top - 22), left: Math.max(0, hover.rect.left) }}
            >
              {hover.id}
            </div>
          )}
        </>
      )}
    </>
  );
}

/** The namespace of this page's own file (its strings are listed first). */
function pageNamespace(): string | undefined {
  const id = document.getElementById('root')?.dataset.route;
  return routes.find((route) => route.id === id)?.ns;
}

function HomeView({ onPick }: { onPick: () => void }) {
  const { words, lang, host, open } = useDesk();
  const [strings] = useState(() => pageStrings(document, host));
  const groups = useMemo(() => {
    const own = pageNamespace();
    const byNs = new Map<string, PageString[]>();
    for (const found of strings) byNs.set(found.ns, [...(byNs.get(found.ns) ?? []), found]);
    const rank = (ns: string) => (ns === own ? 0 : ns === 'common' ? 2 : 1);
    return [...byNs.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  }, [strings]);
  const whereOf = (found: PageString) => {
    if (found.where === 'head') return fillText(words.inHead, { where: found.detail ?? '' });
    if (found.where === 'attribute')
      return fillText(words.inAttribute, { where: found.detail ?? '' });
    return undefined;
  };
  return (
    <>
      <p className="hint">{words.hint}</p>
      <div className="bar">
        <button type="button" className="primary" onClick={onPick}>
          {words.pick}
        </button>
      </div>
      <SearchBox />
      <h3>
        {words.pageStrings}{' '}
        <span className="hint">
          ({fillText(words.pageStringsCount, { count: strings.length })})
        </span>
      </h3>
      {groups.map(([ns, items]) => (
        <section className="group" key={ns} aria-label={`locales/${lang}/${ns}.json`}>
          <h4 dir="ltr" className="mono">
            {`locales/${lang}/${ns}.json`}
          </h4>
          <ul className="strings">
            {items.map((found) => (
              <li key={found.id}>
                <button type="button" onClick={() => open({ view: 'entry', id: found.id })}>
                  <code dir="ltr">{found.path}</code>
                  <span dir="auto">{found.text}</span>
                  {whereOf(found) && <span className="where-tag">{whereOf(found)}</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

type SearchResult = { query: string; hits?: SearchHit[]; error?: string };

/** The desk's search for `trimmed`, a quarter of a second after the last keystroke. */
function useDeskSearch(trimmed: string): SearchResult | undefined {
  const [result, setResult] = useState<SearchResult>();
  useEffect(() => {
    if (trimmed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      deskApi.search(trimmed).then(
        (hits) => !controller.signal.aborted && setResult({ query: trimmed, hits }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setResult({ query: trimmed, error: error instanceof Error ? error.message : '' }),
      );
    }, 250);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [trimmed]);
  return result?.query === trimmed ? result : undefined;
}

/** Find text: every string of every locale file, in either language, Arabic spelled loosely. */
function SearchBox() {
  const { words } = useDesk();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const shown = useDeskSearch(trimmed);
  return (
    <div role="search">
      <label htmlFor={inputId}>
        <strong>{words.find}</strong>
      </label>
      <input
        id={inputId}
        type="search"
        dir="auto"
        value={query}
        placeholder={words.findPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      {trimmed.length === 1 && <p className="hint">{words.findShort}</p>}
      {shown?.error && <p className="message-error">{shown.error}</p>}
      {shown?.hits && shown.hits.length === 0 && <p className="hint">{words.findNone}</p>}
      {shown?.hits && shown.hits.length > 0 && <SearchHits hits={shown.hits} />}
    </div>
  );
}

function SearchHits({ hits }: { hits: SearchHit[] }) {
  const { words, open } = useDesk();
  return (
    <ul className="strings" aria-label={words.find}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <button type="button" onClick={() => open({ view: 'entry', id: hit.id })}>
            <code dir="ltr">{hit.id}</code>
            {hit.en !== undefined && (
              <span lang="en" dir="ltr" style={{ display: 'block' }}>
                {hit.en}
              </span>
            )}
            {hit.ar !== undefined && (
              <span lang="ar" dir="rtl" style={{ display: 'block' }}>
                {hit.ar}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Loads one key from the server; reloads it after a review. */
function EntryLoader({
  id,
  onBack,
  onPick,
}: {
  id: string;
  onBack: () => void;
  onPick: () => void;
}) {
  const { words } = useDesk();
  const [state, setState] = useState<{ entry?: DeskEntry; error?: unknown; version: number }>({
    version: 0,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    deskApi.entry(id).then(
      (entry) => live && setState({ entry, version }),
      (error: unknown) => live && setState({ error, version }),
    );
    return () => {
      live = false;
    };
  }, [id, version]);
  const failure = state.error ? errorStatus(words, state.error) : undefined;
  return (
    <>
      <div className="bar">
        <button type="button" onClick={onBack}>
          {words.back}
        </button>
        <button type="button" onClick={onPick}>
          {words.pick}
        </button>
      </div>
      {!state.entry && !failure && <p className="hint">{words.loading}</p>}
      {failure && (
        <div className="message-error">
          <p>{failure.text}</p>
          {failure.frame && <pre className="frame">{failure.frame}</pre>}
        </div>
      )}
      {state.entry && (
        <EntryEditor
          key={`${state.entry.id}#${state.version}`}
          entry={state.entry}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}

const keyOf = (lng: Lang, path: string) => `${lng}:${path}`;

function valuesOf(entry: DeskEntry): Draft {
  const values: Draft = {};
  for (const side of [entry.en, entry.ar]) {
    for (const found of side.strings) values[keyOf(side.lng, found.path)] = found.value;
  }
  return values;
}

/** The same key in the other language: the same form, else its `_other`. */
function twinOf(values: Draft, lng: Lang, path: string): string | undefined {
  const other = otherOf(lng);
  return (
    values[keyOf(other, path)] ?? values[keyOf(other, `${path.replace(pluralSuffix, '')}_other`)]
  );
}

function problemsOf(ns: string, lng: Lang, path: string, values: Draft): Problem[] {
  const value = values[keyOf(lng, path)] ?? '';
  return checkString({ lng, ns, path, value, other: twinOf(values, lng, path) });
}

function reload(view: DeskView, message: string): void {
  writeOpenView(view);
  writeFlash(message);
  window.location.reload();
}

/** One key in both languages: edit, check, save, review, add an item, preview the other side. */
// eslint-disable-next-line max-lines-per-function -- both languages' drafts, checks and saving share one state; splitting it is on the list (a dev tool, never shipped)
function EntryEditor({ entry, onChanged }: { entry: DeskEntry; onChanged: () => void }) {
  const { words, lang, setStatus } = useDesk();
  const draftKey = `entry:${entry.id}`;
  const originals = useMemo(() => valuesOf(entry), [entry]);
  const [start] = useState(() => {
    const draft = readDraft(draftKey) ?? {};
    const restored = Object.entries(draft).filter(
      ([key, value]) => key in originals && originals[key] !== value,
    );
    return { values: { ...originals, ...Object.fromEntries(restored) }, restored: restored.length };
  });
  const [values, setValues] = useState<Draft>(start.values);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const checked = useDebounced(values, 300);
  const changed = Object.keys(values).filter((key) => values[key] !== originals[key]);

  useEffect(() => {
    if (start.restored) setStatus({ kind: 'info', text: words.draftRestored });
  }, [start.restored, setStatus, words.draftRestored]);

  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    writeDraft(
      draftKey,
      Object.fromEntries(Object.entries(next).filter(([k, v]) => v !== originals[k])),
    );
  };

  const save = async () => {
    if (!changed.length) return setStatus({ kind: 'info', text: words.nothingToSave });
    setBusy(true);
    setStatus({ kind: 'info', text: words.saving });
    try {
      // Only what changed, one value at a time: each request writes one value of one file.
      for (const key of changed) {
        const lng: Lang = key.startsWith('ar:') ? 'ar' : 'en';
        const path = key.slice(3);
        await deskApi.save({ ns: entry.ns, path, lng, value: values[key] ?? '' });
      }
      writeDraft(draftKey, undefined);
      reload({ view: 'entry', id: entry.id }, words.saved);
    } catch (error) {
      setBusy(false);
      setStatus(errorStatus(words, error));
    }
  };

  const discard = () => {
    setValues(originals);
    writeDraft(draftKey, undefined);
    setStatus(undefined);
  };

  const review = async () => {
    setBusy(true);
    try {
      await deskApi.review(entry.ns, entry.path);
      setStatus({ kind: 'ok', text: words.reviewedDone });
      onChanged();
    } catch (error) {
      setBusy(false);
      setStatus(errorStatus(words, error));
    }
  };

  const other = otherOf(lang);
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${other}"]`,
  );
  const previewUrl = alternate
    ? `${new URL(alternate.href).pathname}${location.search}`
    : undefined;
  const firstLine = (lng: Lang) => (lng === 'en' ? entry.en : entry.ar).strings[0]?.line;
  const list = entry.list;

  return (
    <div
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 's') {
          event.preventDefault();
          void save();
        }
      }}
    >
      <dl className="where">
        <dt>{words.key}</dt>
        <dd>
          <code dir="ltr">{entry.path}</code>{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(entry.id)
                .then(() => setStatus({ kind: 'ok', text: words.copied }));
            }}
          >
            {words.copyKey}
          </button>
        </dd>
        <dt>{words.file}</dt>
        <dd>
          {(['en', 'ar'] as const).map((lng) => (
            <div key={lng}>
              <code dir="ltr">{(lng === 'en' ? entry.en : entry.ar).file}</code>
              {firstLine(lng) !== undefined && (
                <span> · {fillText(words.line, { line: firstLine(lng) ?? '' })}</span>
              )}
            </div>
          ))}
        </dd>
        {list && (
          <>
            <dt>{words.list}</dt>
            <dd data-list-item="">
              {fillText(words.listItem, {
                list: list.path.split('.').at(-1) ?? list.path,
                n: list.index + 1,
                i: list.index,
                count: list.length,
              })}
            </dd>
          </>
        )}
      </dl>
      {entry.review.stale && (
        <div className="stale" role="note">
          <p style={{ margin: '0 0 6px' }}>{words.stale}</p>
          <button type="button" onClick={() => void review()} disabled={busy}>
            {words.reviewed}
          </button>
        </div>
      )}
      <div className="columns">
        {(['en', 'ar'] as const).map((lng) => {
          const side = lng === 'en' ? entry.en : entry.ar;
          return (
            <section className="column" key={lng}>
              {/* A plural key's forms are labelled by form: the language heads the column. */}
              {entry.plural && <h3>{lng === 'en' ? words.english : words.arabic}</h3>}
              {side.strings.length === 0 && <p className="hint">{words.missing}</p>}
              {side.strings.map((found, index) => (
                <Field
                  key={found.path}
                  lng={lng}
                  label={fieldLabel(words, lang, lng, found)}
                  value={values[keyOf(lng, found.path)] ?? ''}
                  changed={values[keyOf(lng, found.path)] !== originals[keyOf(lng, found.path)]}
                  problems={problemsOf(entry.ns, lng, found.path, checked)}
                  autoFocus={lng === lang && index === 0}
                  onChange={(value) => update(keyOf(lng, found.path), value)}
                />
              ))}
            </section>
          );
        })}
      </div>
      <div className="bar">
        <button
          type="button"
          className="primary"
          onClick={() => void save()}
          disabled={busy || !changed.length}
          aria-keyshortcuts="Control+S"
        >
          {busy ? words.saving : words.save}
        </button>
        {changed.length > 0 && (
          <button type="button" onClick={discard} disabled={busy}>
            {words.discard}
          </button>
        )}
        {list && list.shape.kind !== 'other' && (
          <button type="button" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            {words.addItem}
          </button>
        )}
        {previewUrl && (
          <button type="button" onClick={() => setPreviewing((p) => !p)} aria-expanded={previewing}>
            {previewing
              ? words.previewClose
              : lang === 'ar'
                ? words.previewOtherAr
                : words.previewOther}
          </button>
        )}
      </div>
      {list && list.shape.kind === 'other' && (
        <p className="hint">{fillText(words.addItemNotHere, { reason: list.shape.reason })}</p>
      )}
      {adding && list && (
        <AddItemForm ns={entry.ns} list={list} onCancel={() => setAdding(false)} />
      )}
      {previewing && previewUrl && (
        <div className="frame-wrap">
          <iframe src={previewUrl} title={words.previewTitle} lang={other} />
        </div>
      )}
    </div>
  );
}

function fieldLabel(words: DeskWords, lang: Lang, lng: Lang, found: DeskString): string {
  const name = found.form
    ? (pluralFormLabels[lang][lng][found.form] ?? found.form)
    : lng === 'en'
      ? words.english
      : words.arabic;
  return found.line === undefined
    ? name
    : `${name} · ${fillText(words.line, { line: found.line })}`;
}

/** One text: its box in its own direction, the glossary terms and placeholders, its checks. */
function Field({
  lng,
  label,
  value,
  changed,
  problems,
  autoFocus,
  onChange,
}: {
  lng: Lang;
  label: string;
  value: string;
  changed: boolean;
  problems: Problem[];
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const { words, host } = useDesk();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // The field of the page's language takes the focus when the key opens.
    if (autoFocus && host.shadowRoot?.activeElement?.tagName !== 'TEXTAREA') box.current?.focus();
  }, [autoFocus, host]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={box}
        id={id}
        dir={dirOf(lng)}
        lang={lng}
        value={value}
        rows={Math.min(12, Math.max(2, Math.ceil(value.length / 36) + 1))}
        className={changed ? 'changed' : undefined}
        aria-describedby={`${id}-problems`}
        data-lng={lng}
        onChange={(event) => onChange(event.target.value)}
      />
      <Preview lng={lng} text={value} />
      <ul className="problems" id={`${id}-problems`} aria-label={words.problems}>
        {problems.length === 0 && <li className="ok">{words.noProblems}</li>}
        {problems.map((problem, index) => (
          <li
            key={`${problem.rule}-${index}`}
            className={problem.severity}
            data-rule={problem.rule}
          >
            <strong>{problem.severity === 'error' ? words.error : words.warning}:</strong>{' '}
            <span lang="en" dir="auto">
              {problem.message} — {problem.fix}
            </span>
            {problem.detail && <pre>{problem.detail}</pre>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The text as it reads, glossary terms and `{{placeholders}}` marked (only when it has some). */
function Preview({ lng, text }: { lng: Lang; text: string }) {
  const { words } = useDesk();
  const segments = useMemo(() => highlightSegments(lng, text), [lng, text]);
  if (!segments.some((s) => s.term || s.placeholder)) return null;
  return (
    <div className="preview">
      <span className="preview-label">{words.preview}</span>
      <span dir={dirOf(lng)} lang={lng} style={{ display: 'block' }}>
        {segments.map((segment, index) =>
          segment.placeholder !== undefined ? (
            <span
              key={index}
              className="ph"
              dir="ltr"
              title={fillText(words.placeholder, { name: segment.placeholder })}
            >
              {segment.text}
            </span>
          ) : segment.term ? (
            <mark key={index} className="term" title={segment.term.note ?? segment.term.term}>
              {segment.text}
            </mark>
          ) : (
            <Fragment key={index}>{segment.text}</Fragment>
          ),
        )}
      </span>
    </div>
  );
}

/** A new item at the end of a list, in both languages, in the shape of the list's items. */
// eslint-disable-next-line max-lines-per-function -- one field per part of the list's item shape, in both languages; a dev tool, never shipped
function AddItemForm({ ns, list, onCancel }: { ns: string; list: DeskList; onCancel: () => void }) {
  const { words, lang, setStatus } = useDesk();
  const titleId = useId();
  const draftKey = `add:${ns}:${list.path}`;
  const fields = list.shape.kind === 'object' ? list.shape.fields : [''];
  const [values, setValues] = useState<Draft>(() => readDraft(draftKey) ?? {});
  const [busy, setBusy] = useState(false);
  const checked = useDebounced(values, 300);
  const pathOf = (field: string) => `${list.path}.${list.length}${field ? `.${field}` : ''}`;

  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    writeDraft(draftKey, next);
  };

  const submit = async () => {
    const item = (lng: Lang): NewItem =>
      list.shape.kind === 'object'
        ? Object.fromEntries(fields.map((f) => [f, values[keyOf(lng, f)] ?? '']))
        : (values[keyOf(lng, '')] ?? '');
    const empty = (['en', 'ar'] as const).some((lng) =>
      fields.some((f) => !(values[keyOf(lng, f)] ?? '').trim()),
    );
    if (empty) return setStatus({ kind: 'error', text: words.addItemEmpty });
    setBusy(true);
    try {
      const result = await deskApi.addItem({
        ns,
        listPath: list.path,
        item: { en: item('en'), ar: item('ar') },
      });
      writeDraft(draftKey, undefined);
      reload({ view: 'entry', id: result.id }, words.saved);
    } catch (error) {
      setBusy(false);
      setStatus(errorStatus(words, error));
    }
  };

  return (
    <section className="add" aria-labelledby={titleId}>
      <h3 id={titleId}>{fillText(words.addItemTitle, { list: list.path })}</h3>
      <div className="columns">
        {(['en', 'ar'] as const).map((lng) => (
          <div className="column" key={lng}>
            <h4>{lng === 'en' ? words.english : words.arabic}</h4>
            {fields.map((field) => {
              const path = pathOf(field);
              const twin = values[keyOf(otherOf(lng), field)];
              return (
                <Field
                  key={field}
                  lng={lng}
                  label={field || (lng === 'en' ? words.english : words.arabic)}
                  value={values[keyOf(lng, field)] ?? ''}
                  changed={false}
                  problems={checkString({
                    lng,
                    ns,
                    path,
                    value: checked[keyOf(lng, field)] ?? '',
                    ...(twin !== undefined ? { other: twin } : {}),
                  })}
                  autoFocus={lng === lang && field === fields[0]}
                  onChange={(value) => update(keyOf(lng, field), value)}
                />
              );
            })}
          </div>
        ))}
      </div>
      <div className="bar">
        <button type="button" className="primary" onClick={() => void submit()} disabled={busy}>
          {words.addItemSave}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {words.addItemCancel}
        </button>
      </div>
    </section>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { deskApi } from './desk-api';
import { useDesk } from './desk-context';
import { BothTexts } from './desk-entry-parts';
import { placeName, type DeskWords } from './desk-labels';
import { fileId } from './desk-aliases';
import { pageStrings, splitId, type PageString } from './desk-pick';
import { CheckSummary } from './desk-summary-view';
import type { SearchHit } from './desk-types';

/**
 * The page's strings by the key of their file: a page name the menus read as `common:routes.<id>`
 * is listed (once) as `<ns>:<id>.name`, where it is written.
 */
function filedStrings(found: PageString[]): PageString[] {
  const seen = new Map<string, PageString>();
  for (const item of found) {
    const id = fileId(item.id);
    if (!seen.has(id)) seen.set(id, id === item.id ? item : { ...item, id, ...splitId(id) });
  }
  return [...seen.values()];
}

/** The namespace of this page's own file (its strings are listed first). */
function pageNamespace(): string | undefined {
  const id = document.getElementById('root')?.dataset.route;
  return routes.find((route) => route.id === id)?.ns;
}

/** The page's title and description (and the other strings of its head), one button each. */
function HeadStrings({ head }: { head: PageString[] }) {
  const { words, lang, open } = useDesk();
  return (
    <>
      {head.length > 0 && (
        <section className="group" aria-label={words.pageHead} data-head="">
          <h4>{words.pageHead}</h4>
          <div className="bar">
            {head.map((found) => (
              <button
                type="button"
                key={found.id}
                title={found.detail}
                onClick={() => open({ view: 'entry', id: found.id })}
              >
                <strong>{placeName(lang, found.detail ?? '')}:</strong>{' '}
                <span dir="auto">{found.text}</span>
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

function whereOf(words: DeskWords, lang: Lang, found: PageString): string | undefined {
  const where = placeName(lang, found.detail ?? '');
  if (found.where === 'head') return fillText(words.inHead, { where });
  if (found.where === 'attribute') return fillText(words.inAttribute, { where });
  return undefined;
}

export function HomeView({ onPick }: { onPick: () => void }) {
  const { words, lang, host, open } = useDesk();
  const [strings] = useState(() => filedStrings(pageStrings(document, host)));
  const head = strings.filter((found) => found.where === 'head');
  const groups = useMemo(() => {
    const own = pageNamespace();
    const byNs = new Map<string, PageString[]>();
    for (const found of strings) byNs.set(found.ns, [...(byNs.get(found.ns) ?? []), found]);
    const rank = (ns: string) => (ns === own ? 0 : ns === 'common' ? 2 : 1);
    return [...byNs.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  }, [strings]);
  return (
    <>
      <p className="hint">{words.hint}</p>
      <div className="bar">
        <button type="button" className="primary" onClick={onPick}>
          {words.pick}
        </button>
      </div>
      <CheckSummary />
      <HeadStrings head={head} />
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
                  {whereOf(words, lang, found) && (
                    <span className="where-tag" title={found.detail}>
                      {whereOf(words, lang, found)}
                    </span>
                  )}
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
            <BothTexts en={hit.en} ar={hit.ar} />
          </button>
        </li>
      ))}
    </ul>
  );
}

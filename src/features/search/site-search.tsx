import { css } from '@emotion/react';
import { Search as SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { searchFieldStyles } from '@/components/ui/search-field';
import { RouteLink } from '@/routes/route-link';
import { colors, space } from '@/styles/theme';
import { loadPagefind, type SearchHit, type SearchResults } from './pagefind-client';
import { excerptParts, resultPath, searchHref, searchQuery } from './search-query';

const styles = css`
  form {
    margin-block-end: ${space.md};
  }
  label {
    display: block;
    margin-block-end: ${space.xs};
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .status {
    font-weight: 700;
    min-block-size: 1.5em;
  }
  .results {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
  .results li {
    padding-block-end: ${space.md};
    border-block-end: 1px solid ${colors.line};
  }
  .results h2 {
    margin-block: 0 ${space.xs};
    font-size: 1.2rem;
  }
  .results p {
    margin: 0;
  }
  mark {
    background: #fff2b3;
    color: inherit;
  }
`;

type Status = 'idle' | 'loading' | 'done' | 'failed';

interface Found {
  query: string;
  results: SearchResults;
  hits: SearchHit[];
}

/** Results shown at first, and added by each "more". */
const pageSize = 20;

const inputId = 'site-search-q';

/**
 * Search of the page language's pages: a GET form that works as a form (the address carries the
 * words), and in the browser asks the static index built from the site's HTML (Pagefind), loaded
 * the first time a search runs. Results are the index's titles and excerpts, shown as text.
 */
export function SiteSearch({
  action,
  synonyms,
}: {
  action: string;
  /** The page language's words visitors type → the site's words (locales/search-synonyms.json). */
  synonyms: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const [status, setStatus] = useState<Status>('idle');
  const [found, setFound] = useState<Found | null>(null);

  const run = (typed: string) => {
    window.clearTimeout(timer.current);
    const ticket = ++latest.current;
    window.history.replaceState(null, '', searchHref(window.location.pathname, typed));
    const query = searchQuery(typed, synonyms);
    if (!query) {
      setStatus('idle');
      setFound(null);
      return;
    }
    setStatus('loading');
    loadPagefind()
      .then((pagefind) => pagefind.search(query))
      .then(async (results): Promise<Found> => ({
        query: typed.trim(),
        results,
        hits: await results.hits(0, pageSize),
      }))
      .then((next) => {
        if (ticket !== latest.current) return;
        setFound(next);
        setStatus('done');
      })
      .catch(() => {
        if (ticket === latest.current) setStatus('failed');
      });
  };

  useEffect(() => {
    // What was typed before the island woke wins over the address (a shared or reloaded search).
    const input = inputRef.current;
    const fromUrl = new URLSearchParams(window.location.search).get('q') ?? '';
    if (input && !input.value && fromUrl) input.value = fromUrl;
    if (input?.value) run(input.value);
    return () => window.clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const more = () => {
    if (!found) return;
    const ticket = latest.current;
    const { hits } = found;
    found.results
      .hits(hits.length, hits.length + pageSize)
      .then((next) => {
        if (ticket === latest.current) setFound({ ...found, hits: [...hits, ...next] });
      })
      .catch(() => {
        if (ticket === latest.current) setStatus('failed');
      });
  };

  const onInput = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => run(inputRef.current?.value ?? ''), 250);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(inputRef.current?.value ?? '');
  };

  const message =
    status === 'loading'
      ? t('search.loading')
      : status === 'failed'
        ? t('search.failed')
        : status === 'done' && found
          ? found.results.total > 0
            ? t('search.count', { count: found.results.total, query: found.query })
            : t('search.none', { query: found.query })
          : '';

  return (
    <div css={styles}>
      <form
        role="search"
        method="get"
        action={action}
        aria-label={t('search.form.label')}
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId}>{t('search.form.input')}</label>
        <div className="row">
          <input
            ref={inputRef}
            css={searchFieldStyles}
            id={inputId}
            type="search"
            name="q"
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            onInput={onInput}
          />
          <button type="submit" css={buttonStyles('primary')}>
            <SearchIcon aria-hidden="true" focusable="false" size={20} /> {t('search.form.submit')}
          </button>
        </div>
      </form>
      <p className="status" role="status" aria-live="polite" data-testid="search-status">
        <BidiText>{message}</BidiText>
      </p>
      {status === 'done' && found && found.hits.length > 0 && (
        <ol className="results" data-testid="search-results">
          {found.hits.map((hit) => (
            <Hit key={hit.url} hit={hit} />
          ))}
        </ol>
      )}
      {status === 'done' && found && found.hits.length < found.results.total && (
        <button type="button" css={buttonStyles('secondary')} onClick={more}>
          {t('search.more')}
        </button>
      )}
      {(status === 'failed' || (status === 'done' && found?.results.total === 0)) && <Browse />}
      <noscript>
        <p>{t('search.noScript')}</p>
        <BrowseLinks />
      </noscript>
    </div>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const path = resultPath(hit.url);
  if (!path) return null;
  return (
    <li>
      <h2>
        <a href={path}>
          <BidiText>{hit.title}</BidiText>
        </a>
      </h2>
      <p>
        {excerptParts(hit.excerpt).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}

function Browse() {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('search.browse')}>
      <BrowseLinks />
    </nav>
  );
}

function BrowseLinks() {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <RouteLink to="courseFinder">{t('routes.courseFinder')}</RouteLink>
      </li>
      <li>
        <RouteLink to="ourProgrammes">{t('routes.ourProgrammes')}</RouteLink>
      </li>
    </ul>
  );
}

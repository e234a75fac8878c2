import { useEffect, useRef, useState } from 'react';
import { filtersQuery, parseFilters, type FinderFilters } from './finder';

/** Sets one answer of the finder (`undefined`: any). */
export type SetFilter = <K extends keyof FinderFilters>(key: K, value: FinderFilters[K]) => void;

/** `query` with the chips checked in the form on top (also those tapped before the island woke). */
function withTapped(form: HTMLFormElement | null, query: URLSearchParams): URLSearchParams {
  for (const [name, value] of form ? new FormData(form) : []) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  return query;
}

/**
 * The finder's answers, kept in the URL (`?who=child&age=6-12`) so a result can be shared: read
 * after hydration, written back on every change. `formRef` goes on the form of chips.
 */
export function useFinderFilters() {
  const [filters, setFilters] = useState<FinderFilters>({});
  // Whether the last change cleared every answer (the status says so until the next answer).
  const [cleared, setCleared] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The answers of a shared URL, and any chip tapped before the island woke (which wins), read
    // after hydration.
    const query = withTapped(formRef.current, new URLSearchParams(window.location.search));
    setFilters(parseFilters(query));
  }, []);

  const update = (next: FinderFilters) => {
    setFilters(next);
    setCleared(false);
    const query = filtersQuery(next);
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  };
  // The chips are read from the form, the record of what the visitor tapped (also while the
  // island woke), not from a possibly older state.
  const set: SetFilter = (key, value) => {
    const next = parseFilters(withTapped(formRef.current, new URLSearchParams()));
    if (value === undefined) delete next[key];
    else next[key] = value;
    if (key === 'audience' && value !== 'child') delete next.age;
    update(next);
  };

  return {
    filters,
    formRef,
    set,
    clear: () => {
      update({});
      setCleared(true);
    },
    cleared,
    answered: Object.keys(filters).length > 0,
  };
}

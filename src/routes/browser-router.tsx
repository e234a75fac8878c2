import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readSession, writeSession } from '@/i18n/safe-storage';
import { hrefOf, RouterContext, type Router, type View } from './router-context';

type Mode = 'push' | 'replace' | 'pop';
type Scroll = 'keep' | 'top' | { hash: string } | { x: number; y: number };
interface State {
  view: View;
  scroll: Scroll;
  focus: boolean;
}
type Positions = Record<string, { x: number; y: number }>;

const positionsKey = 'aatc.scroll';

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(readSession(positionsKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Positions)
      : {};
  } catch {
    return {};
  }
}

function entryKey(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('key' in state)) return null;
  return typeof state.key === 'string' ? state.key : null;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function isPosition(value: unknown): value is { x: number; y: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { x?: unknown }).x === 'number' &&
    typeof (value as { y?: unknown }).y === 'number'
  );
}

function applyScroll(scroll: Scroll) {
  if (scroll === 'keep') return;
  if (scroll === 'top') window.scrollTo(0, 0);
  else if ('hash' in scroll) {
    const target = document.getElementById(decodeURIComponent(scroll.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  } else window.scrollTo(scroll.x, scroll.y);
}

interface Props {
  /** The view of the URL the document was loaded at (already loaded, so hydration never suspends). */
  initial: View;
  /** Loads the view at a URL: its template, its locale bundles, redirects followed. */
  load: (href: string) => Promise<View>;
  children: ReactNode;
}

/**
 * The client router over the manifest: links and Back/Forward load the next page's template and
 * locale bundles, then show it; the old page stays until then. Scroll positions are kept per
 * history entry (and across reloads), a new page starts at the top (or its #fragment), and focus
 * moves to the main landmark so assistive technology starts reading the new page.
 */
export function BrowserRouter({ initial, load, children }: Props) {
  const [state, setState] = useState<State>({ view: initial, scroll: 'keep', focus: false });
  const current = useRef<View>(initial);
  const key = useRef('');
  const positions = useRef<Positions>({});
  const latest = useRef(0);

  const go = useCallback(
    async (href: string, mode: Mode) => {
      const ticket = (latest.current += 1);
      positions.current[key.current] = { x: window.scrollX, y: window.scrollY };
      const from = current.current.location;
      let view: View;
      try {
        view = await load(href);
      } catch {
        // The next page's code could not be fetched (offline, or a newer deploy): load it whole.
        window.location.assign(href);
        return;
      }
      if (ticket !== latest.current) return;
      const target = hrefOf(view.location);
      const samePage =
        view.location.pathname === from.pathname && view.location.search === from.search;
      if (mode === 'pop') {
        key.current = entryKey() ?? newKey();
        window.history.replaceState({ key: key.current }, '', target);
        const saved = positions.current[key.current];
        setState({
          view,
          scroll: samePage ? 'keep' : isPosition(saved) ? saved : 'top',
          focus: false,
        });
      } else {
        key.current = newKey();
        const replace = mode === 'replace' || target === hrefOf(from);
        window.history[replace ? 'replaceState' : 'pushState']({ key: key.current }, '', target);
        const hash = view.location.hash;
        setState({ view, scroll: hash ? { hash } : 'top', focus: !samePage });
      }
      current.current = view;
    },
    [load],
  );

  useEffect(() => {
    positions.current = readPositions();
    key.current = entryKey() ?? newKey();
    window.history.replaceState({ key: key.current }, '', window.location.href);
    window.history.scrollRestoration = 'manual';
    const saved = positions.current[key.current];
    if (isPosition(saved)) window.scrollTo(saved.x, saved.y);

    const onPop = () => {
      const { pathname, search, hash } = window.location;
      void go(`${pathname}${search}${hash}`, 'pop');
    };
    const onHide = () => {
      positions.current[key.current] = { x: window.scrollX, y: window.scrollY };
      writeSession(positionsKey, JSON.stringify(positions.current));
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }, [go]);

  useLayoutEffect(() => {
    applyScroll(state.scroll);
    if (state.focus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  }, [state]);

  const router = useMemo<Router>(
    () => ({
      view: state.view,
      navigate: (href, options) => void go(href, options?.replace ? 'replace' : 'push'),
    }),
    [state.view, go],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import type { Lang } from '@/i18n/languages';
import { DeskContext, dirOf, useDesk, type DeskContextValue, type Status } from './desk-context';
import { EntryLoader } from './desk-entry-view';
import { HomeView } from './desk-home';
import { deskLabels, type DeskWords } from './desk-labels';
import { markerAtPoint } from './desk-pick';
import { PickLayer } from './desk-pick-layer';
import { readOpenView, takeFlash, writeOpenView, type DeskView } from './desk-session';

/**
 * The translator's desk's panel (React, in a shadow root: see desk-client.ts). One dialog with two
 * views: the strings of this page (and a search of every string), and one key in both languages,
 * side by side, checked as the translator types, saved into the locale files. The parts: the
 * pick layer (desk-pick-layer), the page's strings and the search (desk-home), one key
 * (desk-entry-view, desk-entry-parts, desk-field), a new list item (desk-add-item).
 */

/** The whole desk: the toggle button, pick mode, the dialog. */
/** The desk's one state: the open view, pick mode, the status line, and where focus returns. */
function useDeskState(host: HTMLElement, words: DeskWords) {
  const [view, setView] = useState<DeskView | undefined>(readOpenView);
  const [picking, setPicking] = useState(false);
  const [status, setStatus] = useState<Status | undefined>(() => {
    const flash = takeFlash();
    return flash ? { kind: 'ok', text: flash } : undefined;
  });
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = (next: DeskView) => {
    if (!view) {
      const active = document.activeElement;
      const onPage = active instanceof HTMLElement && active !== document.body && active !== host;
      returnFocus.current = onPage ? active : null;
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
  /** `decorative`: an image with an empty alt, which has no text on purpose. */
  const pick = (id: string | undefined, decorative = false) => {
    setStatus(id ? undefined : { kind: 'info', text: decorative ? words.decorative : words.noKey });
    open(id ? { view: 'entry', id } : { view: 'home' });
  };
  return { view, picking, status, setStatus, setPicking, open, close, startPicking, pick };
}

/**
 * Alt+click (Option+click) anywhere on the page: the string under the pointer (the page's own
 * click, a link or a summary, does not happen). Alt+Shift+D opens or closes the desk.
 */
function usePageKeys(
  host: HTMLElement,
  onPick: (id: string | undefined, decorative: boolean) => void,
  onToggle: () => void,
) {
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!event.altKey || event.composedPath().includes(host)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    const decorative = target instanceof HTMLImageElement && target.getAttribute('alt') === '';
    onPick(markerAtPoint(event.clientX, event.clientY, target), decorative);
  });
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyD') {
      event.preventDefault();
      onToggle();
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
}

/** The whole desk: the toggle button, pick mode, the dialog. */
export function DeskApp({ host }: { host: HTMLElement }) {
  const lang: Lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const words = deskLabels[lang];
  const desk = useDeskState(host, words);
  const { view, picking, open } = desk;
  usePageKeys(host, desk.pick, () => {
    if (view && !picking) desk.close();
    else open(view ?? { view: 'home' });
  });
  const context: DeskContextValue = { lang, words, host, setStatus: desk.setStatus, open };
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
        {picking && <PickLayer onPick={desk.pick} onLeave={() => desk.setPicking(false)} />}
        {view && !picking && (
          <DeskDialog
            view={view}
            status={desk.status}
            onClose={desk.close}
            onPick={desk.startPicking}
          />
        )}
      </div>
    </DeskContext>
  );
}

/**
 * Focus moves into the dialog when it opens or changes view (the entry then focuses its field).
 * A message sits at the foot of the desk, over whatever scrolls under it: the control the
 * translator is on (Save, just pressed) scrolls clear of it when a message comes, and on Tab.
 */
function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  statusRef: RefObject<HTMLElement | null>,
  host: HTMLElement,
  view: DeskView,
  status: Status | undefined,
): () => void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(host.shadowRoot?.activeElement ?? null)) {
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [dialogRef, view, host]);
  const keepClear = () => {
    const dialog = dialogRef.current;
    const message = statusRef.current;
    const focused = host.shadowRoot?.activeElement;
    if (dialog && message?.textContent && focused instanceof HTMLElement) {
      // A field's messages (an error that refused the save) are under it: they come clear too.
      const described = focused.getAttribute('aria-describedby');
      const below = described ? host.shadowRoot?.getElementById(described) : null;
      scrollClearOf(dialog, message, focused, below ?? undefined);
    }
  };
  const onStatus = useEffectEvent(keepClear);
  useEffect(() => onStatus(), [status]);
  return keepClear;
}

function DeskDialog({
  view,
  status,
  onClose,
  onPick,
}: {
  view: DeskView;
  status: Status | undefined;
  onClose: () => void;
  onPick: () => void;
}) {
  const { words, host, open } = useDesk();
  const dialogRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const keepFocusClear = useDialogFocus(dialogRef, statusRef, host, view, status);
  return (
    <section
      ref={dialogRef}
      className="desk"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onFocus={keepFocusClear}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="head">
        <h2 id={titleId} tabIndex={-1} data-autofocus="">
          {words.title}
        </h2>
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </div>
      {view.view === 'home' ? (
        <HomeView onPick={onPick} />
      ) : (
        <EntryLoader
          key={view.id}
          id={view.id}
          onBack={() => open({ view: 'home' })}
          onPick={onPick}
        />
      )}
      <div ref={statusRef} role="status" className={`status ${status?.kind ?? ''}`}>
        {status?.text}
        {status?.frame && <pre className="frame">{status.frame}</pre>}
      </div>
    </section>
  );
}

/**
 * Scrolls `box` just enough that `element`, and `below` it if given (its messages), are not under
 * `cover` (a sticky message at its foot), never so far that `element` leaves the top of `box`.
 */
function scrollClearOf(
  box: HTMLElement,
  cover: HTMLElement,
  element: HTMLElement,
  below?: HTMLElement,
): void {
  const rect = element.getBoundingClientRect();
  const bottom = Math.max(rect.bottom, below?.getBoundingClientRect().bottom ?? rect.bottom);
  const covered = bottom - cover.getBoundingClientRect().top;
  if (covered <= 0) return;
  const room = rect.top - box.getBoundingClientRect().top - 8;
  box.scrollTop += Math.max(
    rect.bottom - cover.getBoundingClientRect().top + 8,
    Math.min(covered + 8, room),
  );
}

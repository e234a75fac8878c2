import { useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import { deskApi } from './desk-api';
import { errorStatus, useDesk } from './desk-context';
import { fileId } from './desk-aliases';
import { placeName, pluralFormLabels } from './desk-labels';
import { pageStrings } from './desk-pick';
import type { DeskEntry } from './desk-types';
import { wordDiff } from './word-diff';

/** The key, its files and lines, and the list it belongs to. */
export function EntryWhere({ entry }: { entry: DeskEntry }) {
  const { words, setStatus } = useDesk();
  const firstLine = (lng: Lang) =>
    (lng === 'en' ? entry.en : entry.ar).strings.find((s) => s.line)?.line;
  const list = entry.list;
  const copyKey = () => {
    void navigator.clipboard
      ?.writeText(entry.id)
      .then(() => setStatus({ kind: 'ok', text: words.copied }));
  };
  return (
    <dl className="where">
      <dt>{words.key}</dt>
      <dd>
        <code dir="ltr">{entry.path}</code>{' '}
        <button type="button" className="link" onClick={copyKey}>
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
  );
}

/**
 * What the text is on this page when the page does not show it as text: an image's description
 * (its alt text, said in full: a translator Alt+clicking an image may not know the term), else
 * the place of a head or attribute string (the browser tab title, a tip…).
 */
export function EntryPlace({ entry }: { entry: DeskEntry }) {
  const { words, lang, host } = useDesk();
  const [found] = useState(() =>
    pageStrings(document, host).find((item) => fileId(item.id) === entry.id),
  );
  if (!found || found.where === 'text') return null;
  const text =
    found.detail === 'alt'
      ? words.altText
      : fillText(words.placeOnPage, { where: placeName(lang, found.detail ?? '') });
  return (
    <p className="hint" data-place={found.detail}>
      {text}
    </p>
  );
}

/** A string's English and Arabic, one line each, each in its own direction (what is missing, left out). */
export function BothTexts({ en, ar }: { en?: string; ar?: string }) {
  return (
    <>
      {en !== undefined && (
        <span lang="en" dir="ltr" style={{ display: 'block' }}>
          {en}
        </span>
      )}
      {ar !== undefined && (
        <span lang="ar" dir="rtl" style={{ display: 'block' }}>
          {ar}
        </span>
      )}
    </>
  );
}

/** One side of a word diff: the runs of the other side left out, this side's own marked. */
function DiffSide({
  runs,
  side,
}: {
  runs: ReturnType<typeof wordDiff>;
  side: 'removed' | 'added';
}) {
  const Mark = side === 'removed' ? 'del' : 'ins';
  return (
    <p dir="ltr" lang="en">
      {runs.map((run, i) =>
        run.kind === 'same' ? (
          <span key={i}>{run.text}</span>
        ) : run.kind === side ? (
          <Mark key={i}>{run.text}</Mark>
        ) : null,
      )}
    </p>
  );
}

/** The English before and now, the words that changed marked (of which form, for a count). */
function EnglishDiff({ before, now, form }: { before: string; now: string; form?: string }) {
  const { words } = useDesk();
  const runs = wordDiff(before, now);
  return (
    <div className="diff" data-diff="">
      {form && <p className="hint">{fillText(words.staleDiffForm, { form })}</p>}
      <p className="hint">{words.staleBefore}</p>
      <DiffSide runs={runs} side="removed" />
      <p className="hint">{words.staleNow}</p>
      <DiffSide runs={runs} side="added" />
    </div>
  );
}

/** The label of the Arabic form at `path` (`few (3–10) · _few`), in the desk's language. */
function formLabel(entry: DeskEntry, lang: Lang, path: string): string {
  const form = entry.ar.strings.find((s) => s.path === path)?.form;
  return form ? (pluralFormLabels[lang].ar[form] ?? form) : path;
}

/** A count's Arabic forms the review concerns (stale, or never reviewed), by their labels. */
export function staleForms(entry: DeskEntry, lang: Lang): string[] {
  if (!entry.plural) return [];
  return entry.review.forms.filter((f) => f.stale).map((f) => formLabel(entry, lang, f.path));
}

/** The English changed since the Arabic was reviewed: what changed, and the button to confirm. */
export function StaleNote({ entry, onChanged }: { entry: DeskEntry; onChanged: () => void }) {
  const { words, lang, setStatus } = useDesk();
  const [busy, setBusy] = useState(false);
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
  if (!entry.review.stale) return null;
  const { before, now, beforePath } = entry.review;
  const forms = staleForms(entry, lang);
  return (
    <div className="stale" role="note">
      <p style={{ margin: '0 0 6px' }}>{words.stale}</p>
      {forms.length > 0 && (
        <p style={{ margin: '0 0 6px' }} data-stale-forms="">
          {fillText(words.staleForms, { forms: forms.join(lang === 'ar' ? '، ' : '; ') })}
        </p>
      )}
      {before !== undefined && now !== undefined && (
        <EnglishDiff
          before={before}
          now={now}
          {...(entry.plural && beforePath ? { form: formLabel(entry, lang, beforePath) } : {})}
        />
      )}
      <button type="button" onClick={() => void review()} disabled={busy}>
        {words.reviewed}
      </button>
    </div>
  );
}

/** The translation memory: other strings with the same or close English, and their Arabic. */
export function MemoryList({ entry }: { entry: DeskEntry }) {
  const { words, open } = useDesk();
  if (!entry.memory.length) return null;
  return (
    <section className="memory" aria-label={words.memory}>
      <h3>{words.memory}</h3>
      <ul className="strings">
        {entry.memory.map((hit) => (
          <li key={hit.id}>
            <button type="button" onClick={() => open({ view: 'entry', id: hit.id })}>
              <code dir="ltr">{hit.id}</code>
              <span className="where-tag">
                {hit.score === 1 ? words.memorySame : words.memoryClose}
              </span>
              <BothTexts en={hit.en} ar={hit.ar} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The translators' note on this key: shown, and edited here (locales/notes.json). */
export function NoteBox({ entry }: { entry: DeskEntry }) {
  const { words, setStatus } = useDesk();
  const [note, setNote] = useState(entry.note);
  const [saved, setSaved] = useState(entry.note);
  const save = async () => {
    try {
      await deskApi.note(entry.ns, entry.path, note);
      setSaved(note);
      setStatus({ kind: 'ok', text: words.noteSaved });
    } catch (error) {
      setStatus(errorStatus(words, error));
    }
  };
  return (
    <details className="note" open={entry.note !== ''}>
      <summary>{words.note}</summary>
      <label>
        <span className="hint">{words.noteHint}</span>
        <textarea
          dir="auto"
          data-note=""
          rows={2}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <button type="button" onClick={() => void save()} disabled={note === saved}>
        {words.noteSave}
      </button>
    </details>
  );
}

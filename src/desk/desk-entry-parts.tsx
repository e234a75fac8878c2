import { useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import { deskApi } from './desk-api';
import { errorStatus, useDesk } from './desk-context';
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

/** The English before and now, the words that changed marked. */
function EnglishDiff({ before, now }: { before: string; now: string }) {
  const { words } = useDesk();
  const runs = wordDiff(before, now);
  return (
    <div className="diff" data-diff="">
      <p className="hint">{words.staleBefore}</p>
      <DiffSide runs={runs} side="removed" />
      <p className="hint">{words.staleNow}</p>
      <DiffSide runs={runs} side="added" />
    </div>
  );
}

/** The English changed since the Arabic was reviewed: what changed, and the button to confirm. */
export function StaleNote({ entry, onChanged }: { entry: DeskEntry; onChanged: () => void }) {
  const { words, setStatus } = useDesk();
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
  const { before, now } = entry.review;
  return (
    <div className="stale" role="note">
      <p style={{ margin: '0 0 6px' }}>{words.stale}</p>
      {before !== undefined && now !== undefined && <EnglishDiff before={before} now={now} />}
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

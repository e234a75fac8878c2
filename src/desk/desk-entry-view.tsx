import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '@/i18n/languages';
import { isError, type Problem } from '@/l10n/problem';
import { pluralSuffix } from '@/l10n/string-checks';
import { deskApi, DeskRequestError } from './desk-api';
import { DeskAddItem } from './desk-add-item';
import { errorStatus, otherOf, useDebounced, useDesk } from './desk-context';
import { EntryPlace, EntryWhere, MemoryList, NoteBox, StaleNote } from './desk-entry-parts';
import { Field } from './desk-field';
import { pluralFormLabels, type DeskWords } from './desk-labels';
import {
  readDraft,
  writeDraft,
  writeFlash,
  writeOpenView,
  type DeskView,
  type Draft,
} from './desk-session';
import type { DeskEntry, DeskString } from './desk-types';

export const keyOf = (lng: Lang, path: string) => `${lng}:${path}`;

function valuesOf(entry: DeskEntry): Draft {
  const values: Draft = {};
  for (const side of [entry.en, entry.ar]) {
    for (const found of side.strings) values[keyOf(side.lng, found.path)] = found.value;
  }
  return values;
}

function reload(view: DeskView, message: string): void {
  writeOpenView(view);
  writeFlash(message);
  window.location.reload();
}

/** Loads one key from the server; reloads it after a review. */
export function EntryLoader({
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

/** The texts typed (kept across a reload), against what the files hold. */
function useEntryDraft(entry: DeskEntry) {
  const { words, setStatus } = useDesk();
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
  const discard = () => {
    setValues(originals);
    writeDraft(draftKey, undefined);
    setStatus(undefined);
  };
  const changed = Object.keys(values).filter((key) => values[key] !== originals[key]);
  return { values, originals, changed, update, discard, draftKey };
}

/** The check's problems for every text of the key: as loaded, then the draft's, from the server. */
function useChecks(entry: DeskEntry, values: Draft, changed: string[]) {
  const initial = useMemo(() => {
    const found: Record<string, Problem[]> = {};
    for (const side of [entry.en, entry.ar]) {
      for (const s of side.strings) found[keyOf(side.lng, s.path)] = s.problems;
    }
    return found;
  }, [entry]);
  const [checkedDraft, setCheckedDraft] = useState<Record<string, Problem[]>>({});
  const [refused, setRefused] = useState<Record<string, Problem[]>>({});
  const checked = useDebounced(values, 300);
  useEffect(() => {
    const keys = Object.keys(checked).filter((key) => checked[key] !== initialValue(entry, key));
    if (!keys.length) return;
    const draft = keys.map((key) => ({
      lng: key.slice(0, 2) as Lang,
      path: key.slice(3),
      value: checked[key] ?? '',
    }));
    let live = true;
    deskApi.check({ ns: entry.ns, values: draft }).then(
      (found) => live && (setCheckedDraft(found), setRefused({})),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [checked, entry]);
  const problems = changed.length ? { ...initial, ...checkedDraft, ...refused } : initial;
  return { problems, setRefused };
}

function initialValue(entry: DeskEntry, key: string): string | undefined {
  const side = key.startsWith('ar:') ? entry.ar : entry.en;
  return side.strings.find((s) => s.path === key.slice(3))?.value;
}

export function fieldLabel(words: DeskWords, lang: Lang, lng: Lang, found: DeskString): string {
  const name = found.form
    ? (pluralFormLabels[lang][lng][found.form] ?? found.form)
    : lng === 'en'
      ? words.english
      : words.arabic;
  return found.line === undefined
    ? name
    : `${name} · ${words.line.replace('{{line}}', String(found.line))}`;
}

/** The same key in the other language: the same form, else its `_other`. */
function twinOf(values: Draft, lng: Lang, path: string): string | undefined {
  const other = otherOf(lng);
  return (
    values[keyOf(other, path)] ?? values[keyOf(other, `${path.replace(pluralSuffix, '')}_other`)]
  );
}

/** A refused save takes the translator to the first text with an error (its message is under it). */
function focusFirstError(host: HTMLElement): void {
  requestAnimationFrame(() =>
    host.shadowRoot?.querySelector<HTMLTextAreaElement>('textarea[aria-invalid="true"]')?.focus(),
  );
}

/** One key in both languages: edit, check, save, review, add an item, preview the other side. */
function EntryEditor({ entry, onChanged }: { entry: DeskEntry; onChanged: () => void }) {
  const { words, setStatus, host } = useDesk();
  const draft = useEntryDraft(entry);
  const { problems, setRefused } = useChecks(entry, draft.values, draft.changed);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!draft.changed.length) return setStatus({ kind: 'info', text: words.nothingToSave });
    if (draft.changed.some((key) => problems[key]?.some(isError))) {
      focusFirstError(host);
      return setStatus({ kind: 'error', text: words.saveRefused });
    }
    setBusy(true);
    setStatus({ kind: 'info', text: words.saving });
    for (const key of draft.changed) {
      const lng: Lang = key.startsWith('ar:') ? 'ar' : 'en';
      try {
        // Only what changed, one value at a time: each request writes one value of one file.
        await deskApi.save({
          ns: entry.ns,
          path: key.slice(3),
          lng,
          value: draft.values[key] ?? '',
        });
      } catch (error) {
        setBusy(false);
        if (error instanceof DeskRequestError && error.problems) {
          setRefused({ [key]: error.problems });
          focusFirstError(host);
        }
        return setStatus(errorStatus(words, error));
      }
    }
    writeDraft(draft.draftKey, undefined);
    reload({ view: 'entry', id: entry.id }, words.saved);
  };
  return (
    <div
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 's') {
          event.preventDefault();
          void save();
        }
      }}
    >
      <EntryWhere entry={entry} />
      <EntryPlace entry={entry} />
      <NoteBox entry={entry} />
      <StaleNote entry={entry} onChanged={onChanged} />
      <EntryColumns entry={entry} draft={draft} problems={problems} />
      <EntryActions
        entry={entry}
        busy={busy}
        changed={draft.changed.length > 0}
        onSave={() => void save()}
        onDiscard={draft.discard}
      />
      <MemoryList entry={entry} />
    </div>
  );
}

function EntryActions({
  entry,
  busy,
  changed,
  onSave,
  onDiscard,
}: {
  entry: DeskEntry;
  busy: boolean;
  changed: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { words, lang } = useDesk();
  const [previewing, setPreviewing] = useState(false);
  const other = otherOf(lang);
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${other}"]`,
  );
  const previewUrl = alternate
    ? `${new URL(alternate.href).pathname}${location.search}`
    : undefined;
  return (
    <>
      <div className="bar">
        <button
          type="button"
          className="primary"
          onClick={onSave}
          disabled={busy || !changed}
          aria-keyshortcuts="Control+S"
        >
          {busy ? words.saving : words.save}
        </button>
        {changed && (
          <button type="button" onClick={onDiscard} disabled={busy}>
            {words.discard}
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
      {entry.list && <DeskAddItem ns={entry.ns} list={entry.list} reload={reload} />}
      {previewing && previewUrl && (
        <div className="frame-wrap">
          <iframe src={previewUrl} title={words.previewTitle} lang={other} />
        </div>
      )}
    </>
  );
}

/** Both languages side by side: every text of the key, or its empty box when it is missing. */
function EntryColumns({
  entry,
  draft,
  problems,
}: {
  entry: DeskEntry;
  draft: ReturnType<typeof useEntryDraft>;
  problems: Record<string, Problem[]>;
}) {
  const { words, lang } = useDesk();
  return (
    <div className="columns">
      {(['en', 'ar'] as const).map((lng) => {
        const side = lng === 'en' ? entry.en : entry.ar;
        // The cursor starts where the work is: the first missing form, else the first string.
        const focusAt = Math.max(
          0,
          side.strings.findIndex((found) => found.missing),
        );
        return (
          <section className="column" key={lng}>
            {entry.plural && <h3>{lng === 'en' ? words.english : words.arabic}</h3>}
            {side.strings.length === 0 && <p className="hint">{words.missing}</p>}
            {side.strings.map((found, index) => {
              const key = keyOf(lng, found.path);
              const twin = twinOf(draft.values, lng, found.path);
              return (
                <Field
                  key={found.path}
                  lng={lng}
                  label={fieldLabel(words, lang, lng, found)}
                  value={draft.values[key] ?? ''}
                  changed={draft.values[key] !== draft.originals[key]}
                  problems={problems[key] ?? []}
                  {...(found.missing ? { missing: twin === undefined ? {} : { twin } } : {})}
                  autoFocus={lng === lang && index === focusAt}
                  onChange={(value) => draft.update(key, value)}
                />
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import type { Problem } from '@/l10n/problem';
import { deskApi } from './desk-api';
import { errorStatus, useDebounced, useDesk } from './desk-context';
import { Field } from './desk-field';
import type { DeskWords } from './desk-labels';
import { readDraft, writeDraft, type DeskView, type Draft } from './desk-session';
import type { DeskList, NewItem } from './desk-types';

const keyOf = (lng: Lang, field: string) => `${lng}:${field}`;

/** A field of a list item by the name a translator reads (`question` → «السؤال»). */
export function fieldName(words: DeskWords, lng: Lang, field: string): string {
  const known: Record<string, string> = {
    question: words.fieldQuestion,
    answer: words.fieldAnswer,
  };
  return known[field] ?? (field || (lng === 'en' ? words.english : words.arabic));
}

/** The Add item button, and its form when open (lists whose items the desk can add). */
export function DeskAddItem({
  ns,
  list,
  reload,
}: {
  ns: string;
  list: DeskList;
  reload: (view: DeskView, message: string) => void;
}) {
  const { words, lang } = useDesk();
  const [adding, setAdding] = useState(false);
  if (list.shape.kind === 'other') {
    return (
      <p className="hint">{fillText(words.addItemNotHere, { reason: list.shape.reason[lang] })}</p>
    );
  }
  return (
    <>
      <div className="bar">
        <button type="button" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
          {words.addItem}
        </button>
      </div>
      {adding && (
        <AddItemForm ns={ns} list={list} reload={reload} onCancel={() => setAdding(false)} />
      )}
    </>
  );
}

/** The new item's problems, by the check itself (the item written at the end of both lists). */
function useItemChecks(ns: string, list: DeskList, fields: string[], values: Draft) {
  const [problems, setProblems] = useState<Record<string, Problem[]>>({});
  const checked = useDebounced(values, 300);
  useEffect(() => {
    const pathOf = (field: string) => `${list.path}.${list.length}${field ? `.${field}` : ''}`;
    const draft = (['en', 'ar'] as const).flatMap((lng) =>
      fields
        .filter((f) => checked[keyOf(lng, f)])
        .map((f) => ({ lng, path: pathOf(f), value: checked[keyOf(lng, f)] ?? '' })),
    );
    if (!draft.length) return;
    let live = true;
    deskApi.check({ ns, values: draft }).then(
      (found) =>
        live &&
        setProblems(
          Object.fromEntries(
            draft.map(({ lng, path }) => [
              keyOf(lng, path.slice(pathOf('').length + 1)),
              found[`${lng}:${path}`] ?? [],
            ]),
          ),
        ),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [checked, ns, list, fields]);
  return problems;
}

function itemOf(list: DeskList, fields: string[], values: Draft, lng: Lang): NewItem {
  return list.shape.kind === 'object'
    ? Object.fromEntries(fields.map((f) => [f, values[keyOf(lng, f)] ?? '']))
    : (values[keyOf(lng, '')] ?? '');
}

/** A new item at the end of a list, in both languages, in the shape of the list's items. */
function AddItemForm({
  ns,
  list,
  reload,
  onCancel,
}: {
  ns: string;
  list: DeskList;
  reload: (view: DeskView, message: string) => void;
  onCancel: () => void;
}) {
  const { words, setStatus } = useDesk();
  const titleId = useId();
  const draftKey = `add:${ns}:${list.path}`;
  const [fields] = useState(() => (list.shape.kind === 'object' ? list.shape.fields : ['']));
  const [values, setValues] = useState<Draft>(() => readDraft(draftKey) ?? {});
  const [busy, setBusy] = useState(false);
  const problems = useItemChecks(ns, list, fields, values);
  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    writeDraft(draftKey, next);
  };
  const submit = async () => {
    const item = (lng: Lang) => itemOf(list, fields, values, lng);
    const empty = (lng: Lang) => fields.some((f) => !(values[keyOf(lng, f)] ?? '').trim());
    if (empty('en') || empty('ar')) return setStatus({ kind: 'error', text: words.addItemEmpty });
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
      <ItemColumns fields={fields} values={values} problems={problems} onChange={update} />
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

/** The new item's fields in both languages, each checked. */
function ItemColumns({
  fields,
  values,
  problems,
  onChange,
}: {
  fields: string[];
  values: Draft;
  problems: Record<string, Problem[]>;
  onChange: (key: string, value: string) => void;
}) {
  const { words, lang } = useDesk();
  const update = onChange;
  return (
    <div className="columns">
      {(['en', 'ar'] as const).map((lng) => (
        <div className="column" key={lng}>
          <h4>{lng === 'en' ? words.english : words.arabic}</h4>
          {fields.map((field) => (
            <Field
              key={field}
              lng={lng}
              label={fieldName(words, lng, field)}
              value={values[keyOf(lng, field)] ?? ''}
              changed={false}
              problems={problems[keyOf(lng, field)] ?? []}
              autoFocus={lng === lang && field === fields[0]}
              onChange={(value) => update(keyOf(lng, field), value)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

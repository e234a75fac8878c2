import { Fragment, useEffect, useId, useMemo, useRef } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { Lang } from '@/i18n/languages';
import { hiddenNameIn } from '@/l10n/hidden-characters';
import { isError, type Problem } from '@/l10n/problem';
import { dirOf, useDesk } from './desk-context';
import { highlightSegments } from './desk-text';
import { bidiRuns, problemText } from './problem-text';

/**
 * A line of Arabic with each Latin run (a key, a file name, an English quote) in its own `<bdi>`.
 * A short run is not broken across lines: split, its halves would read on opposite sides of the
 * right-to-left lines («courses-» at the end of one, «it.json» at the start of the next).
 */
function Isolated({ text }: { text: string }) {
  return bidiRuns(text).map((run, index) =>
    run.latin ? (
      <bdi key={index} dir="ltr" className={run.text.length <= 36 ? 'whole' : undefined}>
        {run.text}
      </bdi>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}

/**
 * What is wrong and what to do, in the desk's language when the check has it, each Latin run
 * isolated so the line reads in order; else the whole line in its own language and direction.
 */
export function ProblemText({ problem }: { problem: Problem }) {
  const { lang } = useDesk();
  const message = problemText(problem.message, lang);
  const fix = problemText(problem.fix, lang);
  if (message.lang === lang && fix.lang === lang) {
    return (
      <span lang={lang}>
        <Isolated text={message.text} /> — <Isolated text={fix.text} />
      </span>
    );
  }
  return (
    <bdi lang={message.lang} dir={dirOf(message.lang)} className="other-lang">
      {message.text} — {fix.text}
    </bdi>
  );
}

export function ProblemList({
  id,
  problems,
  empty,
}: {
  id: string;
  problems: Problem[];
  /** A missing text whose box is still empty: the check's error, said before anything is saved. */
  empty?: boolean;
}) {
  const { words } = useDesk();
  return (
    <ul className="problems" id={id} aria-label={words.problems}>
      {empty && (
        <li className="error" data-rule="missing">
          <strong>{words.error}:</strong> {words.missingEmpty}
        </li>
      )}
      {problems.length === 0 && !empty && <li className="ok">{words.noProblems}</li>}
      {problems.map((problem, index) => (
        <li key={`${problem.rule}-${index}`} className={problem.severity} data-rule={problem.rule}>
          <strong>{isError(problem) ? words.error : words.warning}:</strong>{' '}
          <ProblemText problem={problem} />
          {problem.detail && <pre dir="ltr">{problem.detail}</pre>}
        </li>
      ))}
    </ul>
  );
}

export interface FieldProps {
  lng: Lang;
  label: string;
  value: string;
  changed: boolean;
  problems: Problem[];
  /** Not in the file yet: the box is empty, ready to fill; this is what the other language says. */
  missing?: { twin?: string };
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** One text: its box in its own direction, the glossary terms and placeholders, its checks. */
export function Field({
  lng,
  label,
  value,
  changed,
  problems,
  missing,
  autoFocus,
  onChange,
}: FieldProps) {
  const { words, host } = useDesk();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const empty = missing !== undefined && value.trim() === '';
  useEffect(() => {
    // The field of the page's language takes the focus when the key opens.
    if (autoFocus && host.shadowRoot?.activeElement?.tagName !== 'TEXTAREA') box.current?.focus();
  }, [autoFocus, host]);
  return (
    <div className={missing ? 'field missing' : 'field'} data-missing={missing ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {/* Empty, the box's one message is the check's error under it; typed in, this hint. */}
      {missing && !empty && <p className="hint">{words.missingBox}</p>}
      {missing?.twin !== undefined && (
        <p
          className="twin"
          dir={dirOf(lng === 'ar' ? 'en' : 'ar')}
          lang={lng === 'ar' ? 'en' : 'ar'}
        >
          {missing.twin}
        </p>
      )}
      <textarea
        ref={box}
        id={id}
        dir={dirOf(lng)}
        lang={lng}
        value={value}
        rows={Math.min(12, Math.max(2, Math.ceil(value.length / 36) + 1))}
        className={changed ? 'changed' : undefined}
        aria-describedby={`${id}-problems`}
        aria-invalid={empty || problems.some(isError) || undefined}
        data-lng={lng}
        onChange={(event) => onChange(event.target.value)}
      />
      <Preview lng={lng} text={value} />
      <ProblemList id={`${id}-problems`} problems={problems} empty={empty} />
    </div>
  );
}

/** The text as it reads, glossary terms and `{{placeholders}}` marked (only when it has some). */
function Preview({ lng, text }: { lng: Lang; text: string }) {
  const { words, lang } = useDesk();
  const segments = useMemo(() => highlightSegments(lng, text), [lng, text]);
  if (!segments.some((s) => s.term || s.placeholder || s.hidden)) return null;
  return (
    <div className="preview">
      <span className="preview-label">{words.preview}</span>
      <span dir={dirOf(lng)} lang={lng} style={{ display: 'block' }}>
        {segments.map((segment, index) =>
          segment.hidden !== undefined ? (
            // Shown where it is: its code in a badge (the character itself stays, unseen).
            <mark
              key={index}
              className="hidden-char"
              dir="ltr"
              title={fillText(words.hiddenChar, {
                name: hiddenNameIn(lang, segment.hiddenCodePoint ?? 0),
              })}
            >
              {segment.text}
              {segment.hidden.split(' ')[0]}
            </mark>
          ) : segment.placeholder !== undefined ? (
            <span
              key={index}
              className="ph"
              dir="ltr"
              title={fillText(words.placeholder, { name: segment.placeholder })}
            >
              {segment.text}
            </span>
          ) : segment.term ? (
            <mark
              key={index}
              className="term"
              title={fillText(words.termTitle, {
                term: segment.term.term,
                // The glossary's notes are English: isolated (FSI … PDI) inside an Arabic tooltip.
                note: `\u2068${segment.term.note ?? segment.term.term}\u2069`,
              })}
            >
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

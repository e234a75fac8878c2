import { useEffect, useState } from 'react';
import { fillText } from '@/i18n/fill-text';
import type { ProblemCount } from '@/l10n/problem-count';
import { deskApi } from './desk-api';
import { useDesk } from './desk-context';

/** The check of every file, counted, once per opening of the desk's home (undefined while it runs). */
function useSummary(): ProblemCount | undefined {
  const [count, setCount] = useState<ProblemCount>();
  useEffect(() => {
    let live = true;
    deskApi.summary().then(
      (found) => live && setCount(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return count;
}

/**
 * What the check finds in every file, said so a newcomer reads it right: the errors (they stop a
 * save and the build) apart from the warnings (they stop nothing), the biggest kind of warning
 * first, Arabic not yet marked reviewed named as what it is.
 */
export function CheckSummary() {
  const { words } = useDesk();
  const count = useSummary();
  const other = count ? count.warnings - count.unreviewed : 0;
  const warnings = [
    { key: 'unreviewed', n: count?.unreviewed ?? 0, text: words.summaryUnreviewed },
    { key: 'other', n: other, text: words.summaryOther },
  ]
    .filter((line) => line.n > 0)
    .sort((a, b) => b.n - a.n);
  return (
    <section className="group" aria-label={words.summaryTitle} data-summary="">
      <h4>{words.summaryTitle}</h4>
      {!count && <p className="hint">{words.summaryLoading}</p>}
      {count && (
        <>
          <ul className="problems">
            <li className={count.errors ? 'error' : 'ok'} data-count="errors">
              {count.errors
                ? fillText(words.summaryErrors, { count: count.errors })
                : words.summaryNoErrors}
            </li>
            {warnings.map((line) => (
              <li key={line.key} className="warning" data-count={line.key}>
                {fillText(line.text, { count: line.n })}
              </li>
            ))}
          </ul>
          {count.warnings + count.errors > 0 && <p className="hint">{words.summaryMore}</p>}
        </>
      )}
    </section>
  );
}

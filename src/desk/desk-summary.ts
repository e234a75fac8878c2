import { languages } from '@/i18n/languages';
import { checkLocales } from '@/l10n/check-locales';
import { countProblems, type ProblemCount } from '@/l10n/problem-count';
import { englishHash } from '@/l10n/review-state';
import type { LocaleFolder } from './desk-folder';

/**
 * `GET /__desk/summary`: the check of every locale file with the review state, counted for the
 * desk's home (errors apart from warnings, the Arabic not yet marked reviewed named). The keys
 * the code reads are left to `npm run l10n:check` (they need the extractor over src/). The check
 * takes seconds: its count is kept until a file changes.
 */
let kept: { fingerprint: string; count: ProblemCount } | undefined;

export function checkSummary(folder: LocaleFolder): ProblemCount {
  const files = folder
    .namespaces()
    .flatMap((ns) =>
      languages.map((lng) => ({ lng, ns, text: folder.readText(folder.fileOf(lng, ns)) })),
    );
  const reviewState = folder.readText(folder.reviewFile);
  const fingerprint = englishHash(
    [folder.root, reviewState, ...files.map((f) => `${f.lng}/${f.ns}\n${f.text}`)].join('\0'),
  );
  if (kept?.fingerprint !== fingerprint) {
    const problems = checkLocales({ files, reviewState: reviewState || undefined });
    kept = { fingerprint, count: countProblems(problems) };
  }
  return kept.count;
}

import { fitsGlance, glanceFacts, glanceLength, glanceSize } from '@/components/ui/glance-facts';
import type { Fact } from '@/content/types';
import type { Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { isolate as iso, words, type Problem } from './problem';

/** The strings of one locale file, as the check reads them (dotted key → text). */
export interface GlanceFile {
  lng: Lang;
  ns: string;
  strings: ReadonlyMap<string, string>;
  lineOf: (path: string) => number | undefined;
}

/** A list's items from dotted keys: `<prefix>.0`, `<prefix>.1`… until one is missing. */
function list(strings: ReadonlyMap<string, string>, prefix: string): string[] {
  const items: string[] = [];
  for (let i = 0; strings.has(`${prefix}.${i}`); i += 1)
    items.push(strings.get(`${prefix}.${i}`) ?? '');
  return items;
}

function facts(strings: ReadonlyMap<string, string>, id: string): Fact[] {
  const found: Fact[] = [];
  for (let i = 0; strings.has(`${id}.facts.${i}.label`); i += 1) {
    found.push({
      label: strings.get(`${id}.facts.${i}.label`) ?? '',
      value: strings.get(`${id}.facts.${i}.value`) ?? '',
    });
  }
  return found;
}

/**
 * A course page's first screen shows the same facts in both languages (src/components/ui/
 * glance-facts.ts: only facts short enough to show whole, 72 characters with the label). Where a
 * fact fits in one language and not in the other, the two first screens would differ: the longer
 * one is an error, named with its length, so the translator shortens it (or the other is
 * lengthened past the limit on purpose).
 */
export function glanceProblems(files: readonly GlanceFile[]): Problem[] {
  const find = (lng: Lang, ns: string) => files.find((f) => f.lng === lng && f.ns === ns);
  const labels = (lng: Lang) => list(find(lng, 'common')?.strings ?? new Map(), 'ui.glanceLabels');
  const problems: Problem[] = [];
  for (const route of routes.filter((r) => r.template === 'course')) {
    const [en, ar] = [find('en', route.ns), find('ar', route.ns)];
    if (!en || !ar) continue;
    const [enFacts, arFacts] = [facts(en.strings, route.id), facts(ar.strings, route.id)];
    if (enFacts.length !== arFacts.length) continue; // the list-length rule names that
    const picked = (all: Fact[], lng: Lang) =>
      glanceFacts(all, labels(lng)).map((fact) => all.indexOf(fact));
    if (picked(enFacts, 'en').join() === picked(arFacts, 'ar').join()) continue;
    enFacts.forEach((enFact, i) => {
      const arFact = arFacts[i];
      if (!arFact || fitsGlance(enFact) === fitsGlance(arFact)) return;
      const [file, fact, other] = fitsGlance(enFact)
        ? [ar, arFact, 'English']
        : [en, enFact, 'Arabic'];
      const length = glanceSize(fact);
      const path = `${route.id}.facts.${i}.value`;
      problems.push({
        severity: 'error',
        rule: 'glance-length',
        lng: file.lng,
        ns: file.ns,
        path,
        line: file.lineOf(path),
        message: words(
          `this fact is ${length} characters with its label, too long for the first screen, which shows a fact whole up to ${glanceLength}; in ${other} it fits, so the two first screens would differ`,
          `طول هذه المعلومة مع عنوانها ${length} حرفًا، وهذا أطول مما تعرضه الشاشة الأولى كاملًا (${glanceLength} حرفًا)، بينما تتسع لها الشاشة في ${other === 'English' ? 'الإنجليزية' : 'العربية'}، فتختلف الشاشتان الأوليان`,
        ),
        fix: words(
          `shorten the label or the value to ${glanceLength} characters or fewer`,
          `اختصروا العنوان أو القيمة إلى ${iso(String(glanceLength))} حرفًا أو أقل`,
        ),
      });
    });
  }
  return problems;
}

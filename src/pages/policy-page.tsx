import { PageBody, PageHero } from '@/components/ui/page-shell';
import { Sections } from '@/components/ui/sections';
import type { SectionsPage } from '@/content/types';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';

/** Terms, privacy and refund policies: prose at most 900px wide. */
export function PolicyPage() {
  const route = usePage();
  const content = useContent<SectionsPage>(route.ns, route.id);
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <Sections sections={content.sections} />
      </PageBody>
    </article>
  );
}

import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { policyContentSchema } from '@/content/schemas';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';

/** Terms, privacy and refund policies: prose at most 900px wide. */
export function PolicyPage() {
  const route = usePage();
  const content = useContent(policyContentSchema, route.ns, route.id);
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        {content.differs && (
          <PolicyNotice text={content.differs.text} link={content.differs.link} to="coursePolicy" />
        )}
        <Sections sections={content.sections} />
      </PageBody>
    </article>
  );
}

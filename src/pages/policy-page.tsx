import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { usePageContent } from '@/routes/use-page-content';

/** Terms, privacy and refund policies: prose at the reading width. */
export function PolicyPage() {
  const content = usePageContent('policy');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody reading>
        {content.differs && (
          <PolicyNotice text={content.differs.text} link={content.differs.link} to="coursePolicy" />
        )}
        <Sections sections={content.sections} />
      </PageBody>
    </article>
  );
}

import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { differsFrom } from '@/routes/manifest';
import { usePage } from '@/routes/use-page';
import { usePageContent } from '@/routes/use-page-content';

/**
 * Terms, privacy and refund policies: prose at the reading width. Where the academy's documents
 * disagree, a notice first, linking to the entry's `policy.differsFrom`.
 */
export function PolicyPage() {
  const content = usePageContent('policy');
  const other = differsFrom(usePage());
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody reading>
        {content.differs && other && (
          <PolicyNotice text={content.differs.text} link={content.differs.link} to={other} />
        )}
        <Sections sections={content.sections} />
      </PageBody>
    </article>
  );
}

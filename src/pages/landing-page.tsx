import { Paragraphs } from '@/components/ui/text-blocks';
import { buttonStyles } from '@/components/ui/button-link';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { RouteLink } from '@/routes/route-link';
import { usePageContent } from '@/routes/use-page-content';

/** General inquiries: an Ask Question button that opens the inquiry form. */
export function LandingPage() {
  const content = usePageContent('landing');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <Paragraphs items={content.paragraphs} />
        <RouteLink to="questionForm" css={buttonStyles('primary')}>
          {content.button} <ArrowForwardIcon />
        </RouteLink>
      </PageBody>
    </article>
  );
}

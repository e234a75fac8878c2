import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { landingContentSchema } from '@/content/schemas';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';

/** General inquiries: an Ask Question button that opens the inquiry form. */
export function LandingPage() {
  const content = useContent(landingContentSchema, 'forms', 'landing');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        {content.paragraphs.map((paragraph, index) => (
          <p key={index}>
            <BidiText>{paragraph}</BidiText>
          </p>
        ))}
        <RouteLink to="questionForm" css={buttonStyles('primary')}>
          {content.button} <ArrowForwardIcon />
        </RouteLink>
      </PageBody>
    </article>
  );
}

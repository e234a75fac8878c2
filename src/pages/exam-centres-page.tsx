import { BidiText } from '@/components/ui/bidi-text';
import { Paragraphs } from '@/components/ui/text-blocks';
import { CardGrid } from '@/components/ui/card-grid';
import { ExternalIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PageCard } from '@/components/ui/page-card';
import { integrations } from '@/config/site';
import { familyImage } from '@/features/courses/course-config';
import { listedOn } from '@/routes/manifest';
import { usePageContent } from '@/routes/use-page-content';

/** The test centre: an index of the academy's exam centres and its online exams portal. */
export function ExamCentresPage() {
  const content = usePageContent('exam-centres');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <img src={familyImage('exams')} alt={content.imageAlt} width="480" height="320" />
        <Paragraphs items={content.body} />
        <CardGrid>
          {listedOn('testCenter').map((page) => (
            <PageCard key={page.id} page={page} />
          ))}
          <li>
            <a href={integrations.examSite} className="card" rel="noopener">
              <div className="body">
                <h2>
                  <BidiText>{content.cards.examSite.title}</BidiText> <ExternalIcon />
                </h2>
                <p>
                  <BidiText>{content.cards.examSite.text}</BidiText>
                </p>
              </div>
            </a>
          </li>
        </CardGrid>
      </PageBody>
    </article>
  );
}

import { BidiText } from '@/components/ui/bidi-text';
import { CardGrid } from '@/components/ui/card-grid';
import { ExternalIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { integrations } from '@/config/site';
import { familyImage } from '@/features/courses/course-config';
import { examCentresContentSchema } from '@/content/schemas';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';

const pages = ['toeflExam', 'icdlExamCentre', 'cambridgeTeaching'] as const;

/** The test centre: an index of the academy's exam centres and its online exams portal. */
export function ExamCentresPage() {
  const content = useContent(examCentresContentSchema, 'courses-exams', 'testCenter');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <img src={familyImage('exams')} alt={content.imageAlt} width="480" height="320" />
        {content.body.map((paragraph, index) => (
          <p key={index}>
            <BidiText>{paragraph}</BidiText>
          </p>
        ))}
        <CardGrid>
          {pages.map((id) => (
            <li key={id}>
              <RouteLink to={id} className="card">
                <div className="body">
                  <h2>
                    <BidiText>{content.cards[id].title}</BidiText>
                  </h2>
                  <p>
                    <BidiText>{content.cards[id].text}</BidiText>
                  </p>
                </div>
              </RouteLink>
            </li>
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

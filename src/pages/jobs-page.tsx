import { css } from '@emotion/react';
import { Paragraphs, TextList } from '@/components/ui/text-blocks';
import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { jobOpeningsSchema } from '@/content/schemas';
import type { JobsContent } from '@/content/types';
import { jobKeys } from '@/config/job-postings';
import type { JobOpening } from '@/content/types';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, shadow, space } from '@/styles/theme';
import { usePageContent } from '@/routes/use-page-content';

const styles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  article {
    padding: ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    box-shadow: ${shadow};
  }
  h2 {
    margin-block: 0 ${space.xs};
  }
  .location {
    color: ${colors.muted};
    font-weight: 600;
  }
`;

function JobCard({ job, labels }: { job: JobOpening; labels: JobsContent }) {
  const [requirementsHeading, ...requirements] = job.requirements;
  return (
    <article>
      <h2>
        <BidiText>{job.title}</BidiText>
      </h2>
      {job.location && (
        <p className="location">
          {labels.locationLabel} <BidiText>{job.location}</BidiText>
        </p>
      )}
      <Paragraphs items={[...job.about, ...job.description]} />
      {requirementsHeading && (
        <h3>
          <BidiText>{requirementsHeading}</BidiText>
        </h3>
      )}
      <Paragraphs items={requirements} />
      <TextList items={job.list} />
      <RouteLink to="jobsForm" newTab css={buttonStyles('primary')}>
        {labels.applyNow}
        <span className="visually-hidden">
          {' '}
          <BidiText>{job.title}</BidiText> {labels.applyNote}
        </span>
      </RouteLink>
    </article>
  );
}

/** Job opportunities: ten openings kept as data, each with an Apply Now link to the jobs form. */
export function JobsPage() {
  const content = usePageContent('jobs');
  const openings = useContent(jobOpeningsSchema, 'jobs', 'openings');
  const { t } = useTranslation();
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <p>
          <strong>{t('counts.openings', { count: jobKeys.length })}</strong>
        </p>
        <div css={styles}>
          {jobKeys.map((key) => {
            const job = openings[key];
            return job ? <JobCard key={key} job={job} labels={content} /> : null;
          })}
        </div>
      </PageBody>
    </article>
  );
}

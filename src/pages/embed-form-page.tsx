import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { embedContentSchema, embedFallbackSchema } from '@/content/schemas';
import { HubspotForm } from '@/features/embeds/hubspot-form';
import { Island } from '@/components/island/island';
import { usePageLang } from '@/i18n/use-page-lang';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';
import { colors, space } from '@/styles/theme';

const noticeStyles = css`
  padding: ${space.md};
  border-inline-start: 6px solid ${colors.gold};
  background: ${colors.subtle};
`;

/** Course form, inquiry form and jobs form: the academy's HubSpot form with a fallback. */
export function EmbedFormPage() {
  const route = usePage();
  const lng = usePageLang();
  const content = useContent(embedContentSchema, 'forms', route.id);
  const fallback = useContent(embedFallbackSchema, 'forms', 'fallback');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <p>
          <strong>{content.required}</strong>
        </p>
        {lng === 'ar' && (
          <p css={noticeStyles}>
            <BidiText>{content.arabicNotice}</BidiText>
          </p>
        )}
        <Island
          name="hubspot-form"
          component={HubspotForm}
          props={{
            formKey: route.id as 'courseForm' | 'questionForm' | 'jobsForm',
            lng,
            loadingText: content.loading,
            fallbackTitle: fallback.title,
            fallbackText: fallback.text,
          }}
          keys={['common:contactFallback']}
          trigger="page-interaction"
        />
      </PageBody>
    </article>
  );
}

import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { ContactFallback, ContactLine } from '@/components/ui/contact-fallback';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { embedFallbackSchema } from '@/content/schemas';
import { dirOf } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';
import { colors, space } from '@/styles/theme';
import { usePageContent } from '@/routes/use-page-content';

/**
 * The form's height is reserved, so nothing below it moves when it appears. When the ways to reach
 * us show instead, the reserve and the phone line under the form (said already) go.
 */
const formBoxStyles = css`
  min-block-size: 640px;
  .loading {
    color: #4a5263;
  }
  &[data-status='failed'] {
    min-block-size: 0;
  }
  /* Without JavaScript no form comes: the ways to reach us stand alone, with no empty reserve. */
  @media (scripting: none) {
    min-block-size: 0;
    & + p {
      display: none;
    }
  }
  &[data-status='failed'] + p {
    display: none;
  }
`;

const noticeStyles = css`
  padding: ${space.md};
  border-inline-start: 6px solid ${colors.gold};
  background: ${colors.subtle};
`;

/**
 * Course form, inquiry form and jobs form: the academy's HubSpot form, loaded as soon as the page's
 * script runs (the page exists for it), with a fallback and a phone/WhatsApp line under it.
 */
export function EmbedFormPage() {
  const route = usePage();
  const lng = usePageLang();
  const content = usePageContent('embed-form');
  const fallback = useContent(embedFallbackSchema, 'forms', 'fallback');
  const formKey = route.id as 'courseForm' | 'questionForm' | 'jobsForm';
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
        {/*
          The provider's form, started by a few lines of plain script as soon as the page's script
          runs (src/features/embeds/provider-form.ts): no React, no wait for a touch. Without
          JavaScript, or when the provider is blocked or slow, the ways to reach us show instead.
        */}
        <div
          css={formBoxStyles}
          data-provider-form={formKey}
          data-lang={lng}
          data-testid="provider-form"
        >
          <noscript>
            <ContactFallback
              title={fallback.title}
              text={fallback.text}
              id="contact-fallback-title-noscript"
            />
          </noscript>
          <p className="loading" role="status" data-form-part="loading" hidden>
            {content.loading}
          </p>
          <div data-form-part="fallback" hidden>
            <ContactFallback title={fallback.title} text={fallback.text} />
          </div>
          <div
            id={`hubspot-${formKey}`}
            dir={dirOf(lng)}
            data-form-part="target"
            data-testid="hubspot-container"
          />
        </div>
        <ContactLine />
      </PageBody>
    </article>
  );
}

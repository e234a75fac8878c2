import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import { PageBody } from '@/components/ui/page-shell';
import { Sections } from '@/components/ui/sections';
import type { SectionsPage } from '@/content/types';
import { endonyms } from '@/i18n/languages';
import { LanguageScope, useScopedContent, useScopedLanguage } from '@/i18n/scoped-language';
import { usePageLang } from '@/i18n/use-page-lang';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';

/** localStorage key of the warning page's language, as the spec names it. */
export const warningStorageKey = 'selectedLanguage';

interface WarningContent extends SectionsPage {
  switchLabel: string;
  stats: { value: string; label: string }[];
  report: { title: string; text: string; link: string };
  images: string[];
}

const styles = css`
  .switch-row {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin-block-end: ${space.lg};
    font-weight: 700;
  }
  [role='switch'] {
    position: relative;
    inline-size: 3.5rem;
    block-size: 2rem;
    border: 2px solid ${colors.navy};
    border-radius: 1rem;
    background: ${colors.subtle};
    cursor: pointer;
    padding: 0;
  }
  [role='switch']::after {
    content: '';
    position: absolute;
    inset-block-start: 0.2rem;
    inset-inline-start: 0.2rem;
    inline-size: 1.35rem;
    block-size: 1.35rem;
    border-radius: 50%;
    background: ${colors.navy};
    transition: inset-inline-start 0.2s;
  }
  [role='switch'][aria-checked='true'] {
    background: ${colors.navy};
  }
  [role='switch'][aria-checked='true']::after {
    inset-inline-start: 1.75rem;
    background: #fff;
  }
  .images {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    margin-block: ${space.lg};
  }
  .images img {
    inline-size: min(100%, 280px);
    block-size: auto;
    border-radius: ${radius};
  }
  .stats {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    padding: 0;
    list-style: none;
  }
  .stats li {
    flex: 1 1 12rem;
    padding: ${space.md};
    border-inline-start: 6px solid ${colors.red};
    background: ${colors.subtle};
    border-radius: ${radius};
  }
  .stats strong {
    display: block;
    font-size: 2rem;
    color: ${colors.red};
  }
  .report {
    margin-block-start: ${space.xl};
    padding: ${space.lg};
    border: 2px solid ${colors.red};
    border-radius: ${radius};
  }
`;

function WarningText() {
  const content = useScopedContent<WarningContent>('warning', 'warning');
  return (
    <>
      <h1>
        <BidiText>{content.heading}</BidiText>
      </h1>
      <p>
        <BidiText>{content.lead}</BidiText>
      </p>
      <ul className="stats">
        {content.stats.map((stat) => (
          <li key={stat.value}>
            <strong dir="ltr">{stat.value}</strong>
            <BidiText>{stat.label}</BidiText>
          </li>
        ))}
      </ul>
      <div className="images">
        {content.images.map((alt, index) => (
          <img
            key={index}
            src={`/images/warning-${index + 1}.svg`}
            alt={alt}
            width="280"
            height="200"
          />
        ))}
      </div>
      <Sections sections={content.sections} />
      <section className="report" aria-labelledby="report-title">
        <h2 id="report-title">
          <BidiText>{content.report.title}</BidiText>
        </h2>
        <p>
          <BidiText>{content.report.text}</BidiText>
        </p>
        <RouteLink to="contactUs">{content.report.link}</RouteLink>
      </section>
    </>
  );
}

/**
 * Warning and Blacklist: an EN/AR switch stored under `selectedLanguage`; with nothing stored the
 * page shows its site language. Only the chosen language's content is in the page.
 */
export function WarningPage() {
  const pageLang = usePageLang();
  const { t } = useTranslation();
  const label = useContent<string>('warning', 'warning.switchLabel');
  const { lang, setLang } = useScopedLanguage({
    defaultLang: pageLang,
    storageKey: warningStorageKey,
  });
  const arabic = lang === 'ar';
  return (
    <PageBody prose>
      <div css={styles}>
        <div className="switch-row">
          <span aria-hidden="true" lang="en">
            {endonyms.en}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={arabic}
            aria-label={label}
            title={t('language.label')}
            onClick={() => setLang(arabic ? 'en' : 'ar')}
          />
          <span aria-hidden="true" lang="ar">
            {endonyms.ar}
          </span>
        </div>
        <LanguageScope lang={lang} data-testid="warning-scope">
          <WarningText />
        </LanguageScope>
      </div>
    </PageBody>
  );
}

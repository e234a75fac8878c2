import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Sections } from '@/components/ui/sections';
import { labelSchema, warningContentSchema } from '@/content/schemas';
import type { Lang } from '@/i18n/languages';
import { useScopedContent } from '@/i18n/scoped-language';
import { storedLanguageScript, warningStorageKey } from '@/i18n/stored-language-script';
import { usePageLang } from '@/i18n/use-page-lang';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';

const styles = css`
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

/** The page's h1 and lead in one language: its part of the navy page header. */
function WarningHeader() {
  const content = useScopedContent(warningContentSchema, 'warning', 'warning');
  return (
    <>
      <h1>
        <BidiText>{content.heading}</BidiText>
      </h1>
      <p>
        <BidiText>{content.lead}</BidiText>
      </p>
    </>
  );
}

function WarningText({ lng }: { lng: Lang }) {
  const content = useScopedContent(warningContentSchema, 'warning', 'warning');
  return (
    <>
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
      <section className="report" aria-labelledby={`report-title-${lng}`}>
        <h2 id={`report-title-${lng}`}>
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
 * Warning and Blacklist: both languages are in the page and a switch of two radio inputs shows one
 * (the page's language by default). The choice is stored under `selectedLanguage`; an inline script
 * right after the switch applies a stored choice before the text is painted.
 */
export function WarningPage() {
  const pageLang = usePageLang();
  const label = useContent(labelSchema, 'warning', 'warning.switchLabel');
  return (
    <div css={styles}>
      <LanguageToggle
        name="warning-lang"
        label={label}
        defaultLang={pageLang}
        storageKey={warningStorageKey}
        afterInputs={<script dangerouslySetInnerHTML={{ __html: storedLanguageScript }} />}
        header={() => <WarningHeader />}
        column="prose"
      >
        {(lng) => <WarningText lng={lng} />}
      </LanguageToggle>
    </div>
  );
}

import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { PageBody } from '@/components/ui/page-shell';
import { Sections } from '@/components/ui/sections';
import type { SectionsPage } from '@/content/types';
import { endonyms, languages } from '@/i18n/languages';
import { LanguageScope, useScopedContent, useScopedLanguage } from '@/i18n/scoped-language';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';
import { colors, radius, space } from '@/styles/theme';

const toggleStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-block-end: ${space.lg};
  button {
    min-block-size: 44px;
    min-inline-size: 7rem;
    padding-inline: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: ${radius};
    background: ${colors.surface};
    color: ${colors.navy};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${colors.navy};
    color: #fff;
  }
`;

const headerStyles = css`
  h1 {
    margin-block: 0 ${space.sm};
  }
  .issued {
    color: ${colors.muted};
  }
`;

function PolicyText({ ns, id }: { ns: 'policies'; id: string }) {
  const content = useScopedContent<SectionsPage & { issued?: string }>(ns, id);
  return (
    <>
      <div css={headerStyles}>
        <h1>
          <BidiText>{content.heading}</BidiText>
        </h1>
        {content.issued && (
          <p className="issued">
            <BidiText>{content.issued}</BidiText>
          </p>
        )}
        <p>
          <BidiText>{content.lead}</BidiText>
        </p>
      </div>
      <Sections sections={content.sections} />
    </>
  );
}

/**
 * Course Policy and the Integrated Management System Policy: Arabic by default on both sites, with
 * two buttons that switch the policy's language and direction in place (the page chrome stays).
 */
export function ScopedPolicyPage() {
  const route = usePage();
  const toggle = useContent<{ label: string }>('policies', 'toggle');
  const { lang, setLang } = useScopedLanguage({ defaultLang: 'ar' });
  return (
    <PageBody prose>
      <div role="group" aria-label={toggle.label} css={toggleStyles}>
        <span aria-hidden="true">{toggle.label}</span>
        {languages
          .slice()
          .reverse()
          .map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={lang === code}
              onClick={() => setLang(code)}
            >
              {endonyms[code]}
            </button>
          ))}
      </div>
      <LanguageScope lang={lang} data-testid="policy-scope">
        <PolicyText ns="policies" id={route.id} />
      </LanguageScope>
    </PageBody>
  );
}

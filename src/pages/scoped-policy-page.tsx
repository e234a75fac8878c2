import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { PageBody } from '@/components/ui/page-shell';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { policyContentSchema, policyToggleSchema } from '@/content/schemas';
import { useScopedContent } from '@/i18n/scoped-language';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';
import { colors, space } from '@/styles/theme';

const headerStyles = css`
  h1 {
    margin-block: 0 ${space.sm};
  }
  .issued {
    color: ${colors.muted};
  }
`;

function PolicyText({ ns, id }: { ns: 'policies'; id: string }) {
  const content = useScopedContent(policyContentSchema, ns, id);
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
      {content.differs && (
        <PolicyNotice text={content.differs.text} link={content.differs.link} to="refundPolicy" />
      )}
      <Sections sections={content.sections} />
    </>
  );
}

/**
 * Course Policy and the Integrated Management System Policy: Arabic by default on both sites. Both
 * languages are in the page; two radio inputs choose which one CSS shows (no JavaScript needed).
 */
export function ScopedPolicyPage() {
  const route = usePage();
  const toggle = useContent(policyToggleSchema, 'policies', 'toggle');
  return (
    <PageBody prose>
      <LanguageToggle name="policy-lang" label={toggle.label} defaultLang="ar">
        {() => <PolicyText ns="policies" id={route.id} />}
      </LanguageToggle>
    </PageBody>
  );
}

import { BidiText } from '@/components/ui/bidi-text';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { policyContentSchema, policyToggleSchema } from '@/content/schemas';
import { useScopedContent } from '@/i18n/scoped-language';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';

/** The policy's h1, issue line and lead in one language: its part of the navy page header. */
function PolicyHeader({ ns, id }: { ns: 'policies'; id: string }) {
  const content = useScopedContent(policyContentSchema, ns, id);
  return (
    <>
      <h1>
        <BidiText>{content.heading}</BidiText>
      </h1>
      {content.issued && (
        <p>
          <BidiText>{content.issued}</BidiText>
        </p>
      )}
      <p>
        <BidiText>{content.lead}</BidiText>
      </p>
    </>
  );
}

function PolicyText({ ns, id }: { ns: 'policies'; id: string }) {
  const content = useScopedContent(policyContentSchema, ns, id);
  return (
    <>
      {content.differs && (
        <PolicyNotice text={content.differs.text} link={content.differs.link} to="refundPolicy" />
      )}
      <Sections sections={content.sections} />
    </>
  );
}

/**
 * Course Policy and the Integrated Management System Policy: Arabic by default on both sites. Both
 * languages are in the page (the navy header's h1 and lead too); two radio inputs under the
 * header choose which one CSS shows (no JavaScript needed).
 */
export function ScopedPolicyPage() {
  const route = usePage();
  const toggle = useContent(policyToggleSchema, 'policies', 'toggle');
  return (
    <LanguageToggle
      name="policy-lang"
      label={toggle.label}
      defaultLang="ar"
      header={() => <PolicyHeader ns="policies" id={route.id} />}
    >
      {() => <PolicyText ns="policies" id={route.id} />}
    </LanguageToggle>
  );
}

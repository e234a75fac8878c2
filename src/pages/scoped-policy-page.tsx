import { BidiText } from '@/components/ui/bidi-text';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { PolicyNotice } from '@/components/ui/policy-notice';
import { Sections } from '@/components/ui/sections';
import { policyContentSchema, policyToggleSchema } from '@/content/schemas';
import { useScopedContent } from '@/i18n/scoped-language';
import { useContent } from '@/i18n/use-content';
import { differsFrom, type PageEntry } from '@/routes/manifest';
import { usePage } from '@/routes/use-page';

/** The policy's h1, issue line and lead in one language: its part of the navy page header. */
function PolicyHeader({ route }: { route: PageEntry }) {
  const content = useScopedContent(policyContentSchema, route.ns, route.id);
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

/** The policy's text in one language, after the notice if it disagrees with another document. */
function PolicyText({ route }: { route: PageEntry }) {
  const content = useScopedContent(policyContentSchema, route.ns, route.id);
  const other = differsFrom(route);
  return (
    <>
      {content.differs && other && (
        <PolicyNotice text={content.differs.text} link={content.differs.link} to={other} />
      )}
      <Sections sections={content.sections} />
    </>
  );
}

/**
 * A policy shown in both languages, Arabic by default on both sites (the Course Policy, the
 * Integrated Management System Policy). Both languages are in the page (the navy header's h1 and
 * lead too); two radio inputs under the header choose which one CSS shows (no JavaScript needed).
 * Its copy and the toggle's words (`toggle`) are in the entry's namespace.
 */
export function ScopedPolicyPage() {
  const route = usePage();
  const toggle = useContent(policyToggleSchema, route.ns, 'toggle');
  return (
    <LanguageToggle
      name="policy-lang"
      label={toggle.label}
      defaultLang="ar"
      header={() => <PolicyHeader route={route} />}
    >
      {() => <PolicyText route={route} />}
    </LanguageToggle>
  );
}

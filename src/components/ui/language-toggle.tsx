import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { endonyms, languages, type Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { LanguageScope } from './language-scope';
import { PageBody, PageHeader } from './page-shell';
import { toggleInputId } from '@/i18n/toggle-input-id';
import { chosenOptionStyles } from './chosen-option-styles';
import { colors, layout, radius, space } from '@/styles/theme';

const styles = css`
  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
    margin: 0 0 ${space.lg};
    padding: 0;
    border: 0;
  }
  legend {
    float: inline-start;
    margin-inline-end: ${space.sm};
    padding: 0;
  }
  /* On phones the question stands above its two answers, which share one row. */
  @media (max-width: 600px) {
    legend {
      float: none;
      margin-block-end: ${space.sm};
    }
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px;
    min-inline-size: 7rem;
    padding-inline: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: ${radius};
    background: ${colors.surface};
    color: ${colors.navy};
    font-weight: 700;
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  ${chosenOptionStyles('label')}
  ${languages
    .map(
      (lng) =>
        `&:has(input[value='${lng}']:checked) [data-lang-panel]:not([data-lang-panel='${lng}']) { display: none; }
        &:has(input[value='${lng}']:checked) [data-lang-header]:not([data-lang-header='${lng}']) { display: none; }`,
    )
    .join('\n')}
`;

/**
 * Under a page header, each language's text keeps its column width on its own start side (an
 * Arabic text in an English page reads from the right edge, as its heading above it does).
 */
const columnStyles = css`
  .panel {
    margin-inline-end: auto;
  }
  .panel.reading {
    max-inline-size: ${layout.measure};
  }
  .panel.prose {
    max-inline-size: ${layout.proseWidth};
  }
`;

interface Props {
  /** The radio group's name; the inputs' ids are `<name>-<lng>`. */
  name: string;
  /** The group's accessible name. */
  label: string;
  /** Checked in the HTML. */
  defaultLang: Lang;
  /** Store the choice in localStorage under this key (src/islands/enhancements.ts). */
  storageKey?: string;
  /** Right after the inputs: the warning page's inline script that applies the stored choice. */
  afterInputs?: ReactNode;
  /**
   * The page's h1 and lead in one language, rendered for each in the navy page header above the
   * switch: the toggle is then the whole page (header, then switch and text in a `column`).
   */
  header?: (lng: Lang) => ReactNode;
  /** The width of the text's column under a header (see `PageBody`). */
  column?: 'prose' | 'reading';
  /** The section's content in one language, rendered for each. */
  children: (lng: Lang) => ReactNode;
}

/**
 * A section prerendered in both languages, each with its own lang, dir and Emotion cache, and two
 * radio inputs: CSS shows the checked language. It works before and without JavaScript.
 */
export function LanguageToggle({
  name,
  label,
  defaultLang,
  storageKey,
  afterInputs,
  header,
  column = 'reading',
  children,
}: Props) {
  const order: Lang[] = defaultLang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  // The search index of a language reads only that language's panel.
  const pageLang = usePageLang();
  const panels = (part: 'header' | 'panel', render: (lng: Lang) => ReactNode) =>
    order.map((lng) => (
      <LanguageScope
        key={lng}
        className={part === 'panel' && header ? `panel ${column}` : undefined}
        lang={lng}
        {...(part === 'panel' ? { 'data-lang-panel': lng } : { 'data-lang-header': lng })}
        data-testid={`${name}-${part}`}
        data-pagefind-ignore={lng === pageLang ? undefined : ''}
      >
        {render(lng)}
      </LanguageScope>
    ));
  const body = (
    <>
      <fieldset>
        <legend>{label}</legend>
        {order.map((lng) => (
          <label key={lng} lang={lng}>
            <input
              type="radio"
              id={toggleInputId(name, lng)}
              name={name}
              value={lng}
              defaultChecked={lng === defaultLang}
              data-remember-key={storageKey}
            />
            {endonyms[lng]}
          </label>
        ))}
      </fieldset>
      {afterInputs}
      {panels('panel', children)}
    </>
  );
  if (!header) return <div css={styles}>{body}</div>;
  return (
    <div css={[styles, columnStyles]}>
      <PageHeader>{panels('header', header)}</PageHeader>
      <PageBody>{body}</PageBody>
    </div>
  );
}

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { endonyms, languages, type Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { LanguageScope } from './language-scope';
import { toggleInputId } from '@/i18n/toggle-input-id';
import { chosenOptionStyles } from './chosen-option-styles';
import { colors, radius, space } from '@/styles/theme';

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
        `&:has(input[value='${lng}']:checked) [data-lang-panel]:not([data-lang-panel='${lng}']) { display: none; }`,
    )
    .join('\n')}
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
  children,
}: Props) {
  const order: Lang[] = defaultLang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  // The search index of a language reads only that language's panel.
  const pageLang = usePageLang();
  return (
    <div css={styles}>
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
      {order.map((lng) => (
        <LanguageScope
          key={lng}
          lang={lng}
          data-lang-panel={lng}
          data-testid={`${name}-panel`}
          data-pagefind-ignore={lng === pageLang ? undefined : ''}
        >
          {children(lng)}
        </LanguageScope>
      ))}
    </div>
  );
}

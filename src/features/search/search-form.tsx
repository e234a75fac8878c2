import { css } from '@emotion/react';
import { Search as SearchIcon } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { searchFieldStyles } from '@/components/ui/search-field';
import { space } from '@/styles/theme';

/** Set on the island's root (see site-search.tsx), reaching down to the form. */
export const searchFormStyles = css`
  form {
    margin-block-end: ${space.md};
  }
  // field style: see form-styles
  label {
    display: block;
    margin-block-end: ${space.xs};
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
`;

const inputId = 'site-search-q';

/** A GET form that works as a form without the island: the address carries the words. */
export function SearchForm({
  action,
  inputRef,
  onInput,
  onSubmit,
}: {
  action: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onInput: () => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <form
      role="search"
      method="get"
      action={action}
      aria-label={t('search.form.label')}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId}>{t('search.form.input')}</label>
      <div className="row">
        <input
          ref={inputRef}
          css={searchFieldStyles}
          id={inputId}
          type="search"
          name="q"
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onInput={onInput}
        />
        <button type="submit" css={buttonStyles('primary')}>
          <SearchIcon aria-hidden="true" focusable="false" size={20} /> {t('search.form.submit')}
        </button>
      </div>
    </form>
  );
}

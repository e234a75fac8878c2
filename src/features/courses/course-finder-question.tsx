import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** One question of the finder: a fieldset of radio chips, "any" first (no answer). */
export function FinderQuestion<T extends string>(props: Props<T>) {
  const { t } = useTranslation('course-finder');
  const option = (value: T | '', text: string): ReactNode => (
    <label key={value || 'any'}>
      <input
        type="radio"
        name={props.name}
        value={value}
        checked={(props.value ?? '') === value}
        onChange={() => props.onChange(value === '' ? undefined : value)}
      />
      {text}
    </label>
  );
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="chips">
        {option('', t('courseFinder.form.any'))}
        {props.options.map((value) => option(value, props.label(value)))}
      </div>
    </fieldset>
  );
}

import { RouteLink } from '@/routes/route-link';
import { consents, fieldId } from './checkout-field-list';
import { described, ErrorLine, type FieldRowProps } from './checkout-fields';

/** The two boxes to tick, accepting the terms and the privacy policy, each linking to its page. */
export function ConsentFields({ content, values, set, errors, message }: FieldRowProps) {
  return consents.map((consent) => (
    <div className="field" key={consent.name}>
      <ErrorLine field={consent.name} errors={errors} message={message} />
      <div className="check">
        <input
          id={fieldId(consent.name)}
          name={consent.name}
          type="checkbox"
          required
          checked={values[consent.name]}
          onChange={(e) => set(consent.name, e.target.checked)}
          {...described(errors, consent.name, false)}
        />
        <label htmlFor={fieldId(consent.name)}>
          {content.fields[`${consent.name}Before`]}{' '}
          <RouteLink to={consent.page}>{content.fields[`${consent.name}Link`]}</RouteLink>
        </label>
      </div>
    </div>
  ));
}

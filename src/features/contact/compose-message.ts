import { contactFields, type ContactField, type ContactValues } from './validate-contact';

const placeholder = /\{\{(\w+)\}\}/g;
const isField = (name: string): name is ContactField =>
  (contactFields as readonly string[]).includes(name);

/**
 * The WhatsApp message: the translator's template with each `{{field}}` replaced by what the
 * visitor typed, in one pass, so that text typed by the visitor (even `{{issue}}`) is never
 * read as a placeholder again.
 */
export function composeMessage(template: string, values: ContactValues): string {
  return template.replace(placeholder, (match, name: string) =>
    isField(name) ? values[name].trim() : match,
  );
}

import { contactFields, type ContactField, type ContactValues } from './validate-contact';

const placeholder = /\{\{(\w+)\}\}/g;
const isField = (name: string): name is ContactField =>
  (contactFields as readonly string[]).includes(name);

/**
 * The WhatsApp message: the translator's template with each `{{field}}` replaced by what the
 * visitor typed, in one pass, so that text typed by the visitor (even `{{issue}}`) is never
 * read as a placeholder again. A line whose fields were left empty (no e-mail address) is left out.
 */
export function composeMessage(template: string, values: ContactValues): string {
  return template
    .split('\n')
    .filter((line) => !leftEmpty(line, values))
    .map((line) =>
      line.replace(placeholder, (match, name: string) =>
        isField(name) ? values[name].trim() : match,
      ),
    )
    .join('\n');
}

/** A template line whose fields were all left empty (an optional e-mail address): left out. */
function leftEmpty(line: string, values: ContactValues): boolean {
  const fields = [...line.matchAll(placeholder)].map((match) => match[1] ?? '').filter(isField);
  return fields.length > 0 && fields.every((name) => !values[name].trim());
}

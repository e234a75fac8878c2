/**
 * The id of the radio input that shows `lng` in an in-page language toggle named `name`
 * (src/components/ui/language-toggle.tsx). The warning page's inline script checks the stored
 * choice's input by this id before the page is painted (src/i18n/stored-language-script.ts).
 */
export function toggleInputId(name: string, lng: string): string {
  return `${name}-${lng}`;
}

/**
 * `template` with each `{{name}}` filled from `values`; a placeholder without a value stays as it
 * is (the prerender's shipped-text check then refuses it). For copy read with readContent, which
 * returns the locale file's text as it is.
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

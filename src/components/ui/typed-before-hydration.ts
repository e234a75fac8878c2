/**
 * What the visitor typed into a form's fields before its island was hydrated: the browser keeps it
 * in the DOM while React's state starts empty. Read once after hydration, so nothing is lost.
 * Fields left empty are not returned.
 */
export function typedValues<K extends string>(
  form: HTMLFormElement | null,
  ids: Readonly<Record<K, string>>,
): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  if (!form) return typed;
  for (const key of Object.keys(ids) as K[]) {
    const element = form.querySelector(`#${CSS.escape(ids[key])}`);
    const value =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
        ? element.value
        : '';
    if (value) typed[key] = value;
  }
  return typed;
}

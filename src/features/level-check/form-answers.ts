/** The answers checked in the form's radio inputs (also those ticked before the island woke). */
export function checkedAnswers(form: HTMLFormElement | null): Map<string, number> {
  const answers = new Map<string, number>();
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[type=radio]:checked') ?? []) {
    answers.set(input.name, Number(input.value));
  }
  return answers;
}

/** Ticks the saved answers of the questions the visitor has not answered yet on this page. */
export function fillUnanswered(
  form: HTMLFormElement | null,
  saved: ReadonlyMap<string, number>,
): void {
  for (const [id, index] of saved) {
    const group = [...(form?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])].filter(
      (input) => input.name === id,
    );
    if (group.some((input) => input.checked)) continue;
    const input = group.find((candidate) => candidate.value === String(index));
    if (input) input.checked = true;
  }
}

import type { Problem } from './problem';

/**
 * The check's verdict in numbers a newcomer reads right: the errors (they stop a save and the
 * build) apart from the warnings (they stop nothing), and among the warnings the biggest kind by
 * far, Arabic whose review is not recorded (rule `stale`: never reviewed, or reviewed against an
 * English that has changed since), so that «989 warnings» does not read as 989 things broken.
 */
export interface ProblemCount {
  errors: number;
  warnings: number;
  /** Warnings that are Arabic not yet marked reviewed against today's English. */
  unreviewed: number;
}

export function countProblems(problems: readonly Problem[]): ProblemCount {
  const warnings = problems.filter((p) => p.severity === 'warning');
  return {
    errors: problems.length - warnings.length,
    warnings: warnings.length,
    unreviewed: warnings.filter((p) => p.rule === 'stale').length,
  };
}

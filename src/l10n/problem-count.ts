import { isError, type Problem } from './problem';

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

/** The problems that stop a save and the build, apart from those that stop nothing. */
export function splitProblems(problems: readonly Problem[]): {
  errors: Problem[];
  warnings: Problem[];
} {
  return {
    errors: problems.filter(isError),
    warnings: problems.filter((p) => !isError(p)),
  };
}

export function countProblems(problems: readonly Problem[]): ProblemCount {
  const { errors, warnings } = splitProblems(problems);
  return {
    errors: errors.length,
    warnings: warnings.length,
    unreviewed: warnings.filter((p) => p.rule === 'stale').length,
  };
}

import { forbiddenSettingLines, missingSettings, refusalLine } from "@/lib/site/required-settings";
import { startupWarnings } from "@/lib/site/startup-warnings";

export type StartupProblems = { fatal: string[]; warnings: string[] };

/** What a production server must not start without, and what it should warn about once (instrumentation.ts). */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): StartupProblems {
  const problems: StartupProblems = { fatal: [], warnings: startupWarnings(env) };
  const missing = env.NODE_ENV === "production" ? missingSettings(env) : [];
  if (missing.length) problems.fatal.push(refusalLine(missing));
  problems.fatal.push(...forbiddenSettingLines(env));
  return problems;
}

/**
 * Says once what an operator should fix, and refuses to serve with a configuration that would put wrong
 * addresses in front of people (the process ends with a Spanish reason).
 */
export function runStartupChecks(env: NodeJS.ProcessEnv = process.env): void {
  const { fatal, warnings } = startupProblems(env);
  for (const warning of warnings) console.warn(`[huellitas] ${warning}`);
  if (!fatal.length) return;
  for (const problem of fatal) console.error(problem);
  process.exit(1);
}

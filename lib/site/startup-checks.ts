import { hasConfiguredSiteUrl, SITE_URL_MISSING } from "@/lib/site/url";
import { startupWarnings } from "@/lib/site/startup-warnings";

export type StartupProblems = { fatal: string[]; warnings: string[] };

/** What a production server must not start without, and what it should warn about once (instrumentation.ts). */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): StartupProblems {
  const problems: StartupProblems = { fatal: [], warnings: startupWarnings(env) };
  if (env.NODE_ENV === "production" && !hasConfiguredSiteUrl(env)) problems.fatal.push(SITE_URL_MISSING);
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
  for (const problem of fatal) console.error(`[huellitas] ${problem}`);
  process.exit(1);
}

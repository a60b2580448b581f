import { hasConfiguredSiteUrl, SITE_URL_MISSING } from "@/lib/site-url";
import { startupWarnings } from "@/lib/startup-warnings";

export type StartupProblems = { fatal: string[]; warnings: string[] };

/** What a production server must not start without, and what it should warn about once (instrumentation.ts). */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): StartupProblems {
  const problems: StartupProblems = { fatal: [], warnings: startupWarnings(env) };
  if (env.NODE_ENV === "production" && !hasConfiguredSiteUrl(env)) problems.fatal.push(SITE_URL_MISSING);
  return problems;
}

import { hasConfiguredSiteUrl, SITE_URL_MISSING } from "@/lib/site-url";

export type StartupProblems = { fatal: string[]; warnings: string[] };

/** What a production server must not start without, and what it should warn about once (instrumentation.ts). */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): StartupProblems {
  const problems: StartupProblems = { fatal: [], warnings: [] };
  if (env.NODE_ENV !== "production") return problems;
  if (!hasConfiguredSiteUrl(env)) problems.fatal.push(SITE_URL_MISSING);
  return problems;
}

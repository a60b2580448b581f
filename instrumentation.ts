// Runs once when a server starts (Next's instrumentation hook): refuse to serve with a configuration that would
// put wrong addresses in front of people, and say once what an operator should fix.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startupProblems } = await import("@/lib/startup-checks");
  const { fatal, warnings } = startupProblems();
  for (const warning of warnings) console.warn(`[huellitas] ${warning}`);
  if (fatal.length) {
    for (const problem of fatal) console.error(`[huellitas] ${problem}`);
    process.exit(1);
  }
}

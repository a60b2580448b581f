// Next's start-up hook: runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startupWarnings } = await import("./lib/startup-warnings");
  for (const warning of startupWarnings(process.env)) console.warn(`[huellitas] ${warning}`);
}

// Next's start-up hook: runs once when a server starts. The checks live in a Node-only module (they may end the
// process), imported only in the Node.js runtime so the Edge build never sees them.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { runStartupChecks } = await import("./lib/site/startup-checks");
    runStartupChecks();
    // On Vercel the page cache handler never runs: cached pages get their hash policy on the response instead.
    if (process.env.VERCEL) {
      const { installVercelPagePolicy } = await import("./lib/http/vercel-page-policy.cjs");
      installVercelPagePolicy();
    }
  }
}

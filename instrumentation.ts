// Next's start-up hook: runs once when a server starts. The checks live in a Node-only module (they may end the
// process), imported only in the Node.js runtime so the Edge build never sees them.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { runStartupChecks } = await import("./lib/site/startup-checks");
    runStartupChecks();
    // Without its four credentials the WhatsApp channel is off and every notice goes by e-mail: said once, here.
    const { whatsappStartupLine } = await import("./lib/mail/whatsapp-settings");
    const whatsapp = whatsappStartupLine();
    if (whatsapp) console.info(`[huellitas] ${whatsapp}`);
    // The embedded database's folder is this server's from its start (lib/database/pglite-lock.mjs): a server started beside
    // another on the same folder stops here, naming the one that holds it, before either can damage it.
    if (!process.env.DATABASE_URL && !process.env.VERCEL) {
      const { holdPgliteDir, pgliteDir } = await import("./lib/database/pglite-lock.mjs");
      // A server restarting (next dev after a config change) may start before the one it replaces has exited: a
      // holder that goes within a few seconds is waited for.
      for (let attempt = 1; ; attempt++) {
        try {
          holdPgliteDir(pgliteDir());
          break;
        } catch (error) {
          if (attempt < 10) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            continue;
          }
          console.error(`[db] ${(error as Error).message}`);
          process.exit(1);
        }
      }
    }
    // On Vercel the page cache handler never runs: cached pages get their hash policy on the response instead.
    if (process.env.VERCEL) {
      const { installVercelPagePolicy } = await import("./lib/http/vercel-page-policy.cjs");
      installVercelPagePolicy();
    }
  }
}

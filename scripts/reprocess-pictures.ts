// npm run images:reprocess – stores each sitter picture uploaded before pictures were resized on upload in
// sizes, without metadata, and points the profiles and pending changes at it. Safe to run again at any time.
import { db } from "@/lib/db";
import { reprocessStoredWholePictures } from "@/lib/sitters/reprocess-pictures";
import { exitWhenDone } from "./exit-when-done";

async function main() {
  try {
    const report = await reprocessStoredWholePictures();
    console.log(`[images] ${report.pictures} picture(s) stored in sizes; ${report.sitters} profile(s) and ${report.changes} pending change(s) updated`);
    for (const url of report.unreadable) console.log(`[images]   could not read or decode ${url}: left as it is`);
  } finally {
    await db().$disconnect();
  }
}

exitWhenDone(main, "[images] failed:");

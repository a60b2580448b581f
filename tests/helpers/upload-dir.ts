import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Gives each test its own empty upload folder (UPLOAD_DIR), removed afterwards. Call at the top of a test
 * file; `dir()` is the current test's folder.
 */
export function withTempUploadDir(): { dir: () => string } {
  let current = "";
  beforeEach(() => {
    current = mkdtempSync(path.join(tmpdir(), "huellitas-uploads-"));
    process.env.UPLOAD_DIR = current;
  });
  afterEach(() => rmSync(current, { recursive: true, force: true }));
  return { dir: () => current };
}

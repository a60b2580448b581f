import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { keepEnv } from "./env";

/**
 * Gives each test its own empty upload folder (UPLOAD_DIR), removed afterwards. Call at the top of a test
 * file; `dir()` is the current test's folder.
 */
export function withTempUploadDir(): { dir: () => string } {
  let current = "";
  let restore = () => {};
  beforeEach(() => {
    current = mkdtempSync(path.join(tmpdir(), "huellitas-uploads-"));
    restore = keepEnv(["UPLOAD_DIR"]);
    process.env.UPLOAD_DIR = current;
  });
  afterEach(() => {
    restore();
    rmSync(current, { recursive: true, force: true });
  });
  return { dir: () => current };
}

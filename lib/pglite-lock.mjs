// The embedded database's folder is held by one process at a time (issue 40): PGlite has no lock of its own, and a
// second process opening a folder a running server holds (a second `npm start`, `npm run dev`, `db:prepare`,
// `db:seed`) leaves it unreadable after the next crash. The holder writes `<folder>.lock` with its PID and start time
// before anything opens the folder, and removes it on exit; another process refuses at once, naming the holder, and
// takes the lock over only from a holder that is gone (killed with -9, a machine restart). Plain JavaScript: the
// server (lib/db.ts) and the database scripts (scripts/database.mjs, which run without a TypeScript loader) share it.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** The embedded database's folder: PGLITE_DIR, else .data/pglite, from `base` (the project's folder). */
export function pgliteDir(base = process.cwd()) {
  return path.resolve(/*turbopackIgnore: true*/ base, process.env.PGLITE_DIR || ".data/pglite");
}

/** The lock file of a PGlite folder. */
export const pgliteLockPath = (dir) => `${path.resolve(dir)}.lock`;

/** When a process started, as Linux counts it (clock ticks since boot); null where /proc does not say. */
function startedAt(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process a lock names still runs (the same process: a PID reused since has another start time). */
function holderAlive(holder) {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return false;
  }
  const started = startedAt(holder.pid);
  return started === null || !holder.started || started === holder.started;
}

const readHolder = (file) => {
  try {
    const text = readFileSync(file, "utf8");
    return { text, holder: JSON.parse(text) };
  } catch {
    return { text: null, holder: null };
  }
};

const held = new Set();

/**
 * Holds the PGlite folder `dir` for this process (again: nothing to do), or throws naming the process that holds
 * it, leaving the folder untouched. Released when this process exits.
 */
export function holdPgliteDir(dir) {
  const file = pgliteLockPath(dir);
  if (held.has(file)) return;
  const unwritable = (error) => new Error(`${dir} cannot be written (${error.code ?? error.message}): set PGLITE_DIR to a folder this user can write, or DATABASE_URL.`);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    throw unwritable(error);
  }
  const me = { pid: process.pid, started: startedAt(process.pid), command: process.argv.slice(1).join(" ").slice(0, 200), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      held.add(file);
      process.once("exit", () => releasePgliteDir(dir));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw unwritable(error);
    }
    const { text, holder } = readHolder(file);
    if (holder && holder.pid === me.pid && holder.started === me.started) {
      held.add(file); // this process took it before (a module loaded twice)
      return;
    }
    if (holder && holderAlive(holder)) {
      throw new Error(
        `The embedded database ${dir} is in use by process ${holder.pid} (${holder.command || "unknown command"}, since ${holder.since}). ` +
          `Stop it first, or set PGLITE_DIR to another folder. Nothing was opened.`,
      );
    }
    // Its holder is gone (or never finished writing it): take it over, unless someone else just did.
    if (readHolder(file).text === text) {
      try {
        unlinkSync(file);
      } catch {
        // another process removed it first
      }
    }
  }
  throw new Error(`Could not take the lock of the embedded database ${dir} (${file}).`);
}

/** Lets the folder go (on exit, or when a script is done with it). */
export function releasePgliteDir(dir) {
  const file = pgliteLockPath(dir);
  if (!held.delete(file)) return;
  const { holder } = readHolder(file);
  if (holder?.pid === process.pid) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
}

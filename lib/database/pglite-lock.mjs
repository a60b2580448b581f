// The embedded database's folder is held by one process at a time: PGlite has no lock of its own, and a
// second process opening a folder a running server holds (a second `npm start`, `npm run dev`, `db:prepare`,
// `db:seed`) leaves it unreadable after the next crash. The holder writes `<folder>.lock` with its PID and start time
// before anything opens the folder, and removes it on exit; another process refuses at once, naming the holder, and
// takes the lock over only from a holder that is gone (killed with -9, a machine restart). Taking it, and taking it
// over, is atomic: the lock is written whole under a name of its own and linked into place (never seen half-written),
// and a stale lock is replaced only by the one process that claimed it (a hard link named after that lock's content,
// which only one process can create), so processes starting together never both hold it. `npm run db:unlock`
// (scripts/db-unlock.mjs) releases a lock this code cannot judge. Plain JavaScript: the server (lib/db.ts) and the
// database scripts (scripts/database.mjs, which run without a TypeScript loader) share it.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
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

/**
 * Whether the process a lock names still runs: "gone", "running" (the same process: a PID reused since has another
 * start time), or "unsure" (that PID runs, but the lock or this system says no start time to tell whether it is the
 * same process: a PID may be reused after a restart).
 */
function holderState(holder) {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return "gone";
  }
  const started = startedAt(holder.pid);
  if (started === null || !holder.started) return "unsure";
  return started === holder.started ? "running" : "gone";
}

const readHolder = (file) => {
  try {
    const text = readFileSync(file, "utf8");
    try {
      const holder = JSON.parse(text);
      return { text, holder: Number.isInteger(holder?.pid) ? holder : null };
    } catch {
      return { text, holder: null };
    }
  } catch {
    return { text: null, holder: null };
  }
};

/** How a holder reads in a message. */
const described = (holder) => `process ${holder.pid} (${holder.command || "unknown command"}, since ${holder.since})`;

/** The code of the refusal below: a script may say what to do instead (scripts/sweep-uploads.ts). */
export const PGLITE_IN_USE = "PGLITE_IN_USE";

/** The refusal for a folder whose lock names a process still running (`state`: "running" or "unsure"). */
function inUse(dir, holder, state) {
  const message =
    state === "running"
      ? `The embedded database ${dir} is in use by ${described(holder)}. Stop it first, or set PGLITE_DIR to another folder. Nothing was opened.`
      : `The embedded database ${dir} is locked by ${described(holder)}. A process ${holder.pid} is running, but this system cannot tell whether it is ` +
        `that one (a PID may be reused after a restart). If no Huellitas server or script uses this folder, release it with ` +
        `\`npm run db:unlock -- --force\`; otherwise stop process ${holder.pid} first. Nothing was opened.`;
  return Object.assign(new Error(message), { code: PGLITE_IN_USE, holderPid: holder.pid });
}

/** Sleeps `ms` without giving the event loop a turn (the lock is taken synchronously, before anything opens the folder). */
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Creates `target` (the lock, or a claim on a stale one) as a hard link to the written-whole `draft` unless it exists:
 * true when created, false when it was there already.
 */
function linkNew(draft, target) {
  try {
    linkSync(draft, target);
    return true;
  } catch (error) {
    if (error.code === "EEXIST") return false;
    if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(error.code)) throw error;
  }
  // A file system without hard links: created exclusively, then written (a reader may see it empty for a moment).
  try {
    writeFileSync(target, readFileSync(draft, "utf8"), { flag: "wx" });
    return true;
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  }
}

const removeQuietly = (file) => {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
};

/**
 * Replaces (or removes, `replace`) the stale lock `file` whose content was `stale`, as the one process allowed to:
 * the one that created `<lock>.takeover-<its content's hash>-<n>` (named after that lock, so a lock written since is
 * another name). A claim whose process died is passed over to the next n, never removed while the lock may still be
 * the stale one. Answers true when done, false when another process is at it or the lock changed meanwhile (look again).
 */
function takeOver(draft, file, stale, replace) {
  const key = createHash("sha256").update(stale).digest("hex").slice(0, 16);
  const claimOf = (n) => `${file}.takeover-${key}-${n}`;
  for (let n = 0; n < 20; n++) {
    if (!linkNew(draft, claimOf(n))) {
      const claimer = readHolder(claimOf(n)).holder;
      if (!claimer || holderState(claimer) !== "gone") return false; // another process is taking it over
      continue; // that process died while at it: the next claim
    }
    let done = false;
    try {
      // Only a process holding a claim on this lock replaces it, and each claim is one process's: while the lock still
      // reads as it did, nobody else can change it.
      if (readHolder(file).text !== stale) return false;
      replace();
      done = true;
      return true;
    } finally {
      // The lock is no longer the stale one (it changed, or was just replaced): its claims are of no use to anyone.
      if (done || readHolder(file).text !== stale) for (let m = 0; m <= n; m++) removeQuietly(claimOf(m));
      else removeQuietly(claimOf(n));
    }
  }
  return false;
}

/** This process, as its lock (and its claims) name it. */
const myself = () => ({ pid: process.pid, started: startedAt(process.pid), command: process.argv.slice(1).join(" ").slice(0, 200), since: new Date().toISOString() });

/** Writes `content` whole under a name of this process's own beside `file`; answers that name. */
function writeDraft(file, content) {
  const draft = `${file}.${process.pid}-${randomBytes(6).toString("hex")}.new`;
  writeFileSync(draft, content, { flag: "wx" });
  return draft;
}

const held = new Set();

/** How long a start waits for others taking the lock at the same moment before it gives up. */
const TAKE_ATTEMPTS = 400;

/**
 * Holds the PGlite folder `dir` for this process (again: nothing to do), or throws naming the process that holds
 * it, leaving the folder untouched. Released when this process exits.
 */
export function holdPgliteDir(dir) {
  const file = pgliteLockPath(dir);
  if (held.has(file)) return;
  const unwritable = (error) => new Error(`${dir} cannot be written (${error.code ?? error.message}): set PGLITE_DIR to a folder this user can write, or DATABASE_URL.`);
  const me = myself();
  let draft;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    draft = writeDraft(file, JSON.stringify(me));
  } catch (error) {
    throw unwritable(error);
  }
  const hold = () => {
    held.add(file);
    process.once("exit", () => releasePgliteDir(dir));
  };
  try {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      try {
        if (linkNew(draft, file)) return hold();
      } catch (error) {
        throw unwritable(error);
      }
      const { text, holder } = readHolder(file);
      if (text === null) continue; // released meanwhile: try again
      if (holder && holder.pid === me.pid && holder.started === me.started) {
        held.add(file); // this process took it before (a module loaded twice)
        return;
      }
      const state = holder ? holderState(holder) : "gone";
      if (state !== "gone") throw inUse(dir, holder, state);
      // Unreadable: being written on a file system without hard links (linkNew()), unless it has been so for a while.
      const young = !holder && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 2_000;
      // Its holder is gone: take it over, unless another process is doing so (then look again in a moment).
      if (!young && takeOver(draft, file, text, () => renameSync(draft, file))) return hold();
      pause(2 + Math.floor(Math.random() * 8));
    }
    throw new Error(`Could not take the lock of the embedded database ${dir} (${file}).`);
  } finally {
    removeQuietly(draft);
  }
}

/**
 * `npm run db:unlock`: removes the lock of the folder `dir` when the process it names is gone, or, with `force`, when
 * this system cannot tell whether the running process with that PID is it. Never the lock of a process confirmed
 * running (stopping it releases it). Answers what it did, in one line; throws when it refuses.
 */
export function unlockPgliteDir(dir, { force = false } = {}) {
  const file = pgliteLockPath(dir);
  for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
    const { text, holder } = readHolder(file);
    if (text === null) return `${dir} is not locked: nothing to release.`;
    const state = holder ? holderState(holder) : "gone";
    if (state === "running") throw new Error(`${described(holder)} is using ${dir}: stop it, and its lock goes with it. Nothing was released.`);
    if (state === "unsure" && !force) {
      throw new Error(
        `${dir} is locked by ${described(holder)}, and a process ${holder.pid} is running now: ${commandOf(holder.pid)}. ` +
          `If that is not a Huellitas server or script, run \`npm run db:unlock -- --force\`. Nothing was released.`,
      );
    }
    const draft = writeDraft(file, JSON.stringify(myself()));
    try {
      if (takeOver(draft, file, text, () => unlinkSync(file))) return `Released the lock of ${dir} (${holder ? described(holder) : "an unreadable lock"}).`;
    } finally {
      removeQuietly(draft);
    }
    pause(5);
  }
  throw new Error(`Could not release the lock of ${dir}: another process keeps taking it (${file}).`);
}

/** What a running process is, as `ps` says (for the person deciding whether to force the unlock). */
function commandOf(pid) {
  const ps = spawnSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
  return ps.status === 0 && ps.stdout.trim() ? `«${ps.stdout.trim().slice(0, 200)}»` : "its command is unknown";
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

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// One way to reach a booking: only lib/bookings/core/access.ts resolves an owner's token or decides whose
// booking it is, and only lib/bookings/core/booking-lock.ts spells the booking's row lock. Each rule is a pattern no
// other file of the product may contain; the last test proves each one fires.

const RULES = [
  { name: "resolves a tracking token", pattern: /\btrackingHash\(/, allowed: ["lib/bookings/core/access.ts", "lib/bookings/core/tracking.ts"] },
  { name: "reads a booking's links", pattern: /\bbookingLink\.(find|update|count)/, allowed: ["lib/bookings/core/access.ts"] },
  { name: "reads the caregiver's linked profile for a booking", pattern: /\blinkedSitterId\(/, allowed: ["lib/bookings/core/access.ts", "lib/sitters/linked.ts"] },
  { name: "checks a booking belongs to a sitter", pattern: /where:\s*\{\s*id:\s*[\w.]+,\s*sitterId\s*[},]/, allowed: ["lib/bookings/core/access.ts"] },
  { name: "locks a booking's row", pattern: /FROM "bookings"[^`]*FOR UPDATE/, allowed: ["lib/bookings/core/booking-lock.ts"] },
] as const;

const FOLDERS = ["app", "components", "lib"];
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("lib/generated/"));
}

/** The rules `text` (the file `file`) breaks. */
const broken = (file: string, text: string) => RULES.filter((rule) => rule.pattern.test(text) && !(rule.allowed as readonly string[]).includes(file)).map((rule) => rule.name);

it("no file but the access module resolves a token or decides whose booking it is, and one file locks the row", () => {
  const found = [...FOLDERS.flatMap(sourceFiles), "proxy.ts"].flatMap((file) => broken(file, readFileSync(file, "utf8")).map((rule) => `${file}: ${rule}`));
  expect(found).toEqual([]);
});

it("each rule fires on the code it forbids", () => {
  const samples: Record<string, string> = {
    "resolves a tracking token": "const link = await db().bookingLink.findUnique({ where: { hash: trackingHash(token) } });",
    "reads a booking's links": "await tx.bookingLink.findFirst({ where: { bookingId } });",
    "reads the caregiver's linked profile for a booking": "const sitterId = await linkedSitterId(user.id);",
    "checks a booking belongs to a sitter": "await db().booking.findFirst({ where: { id: bookingId, sitterId }, select: { id: true } });",
    "locks a booking's row": 'await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;',
  };
  for (const rule of RULES) expect(broken("lib/bookings/some-feature.ts", samples[rule.name])).toContain(rule.name);
  expect(broken("lib/bookings/core/access.ts", samples["reads the caregiver's linked profile for a booking"])).toEqual([]);
});

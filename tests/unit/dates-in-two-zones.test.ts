/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";

// A date-only value ("vigente hasta", a stay's days, a card's expiry) reads as the day entered,
// whatever the server's time zone: the team entered 26/05/2027 and the profile said "25 de mayo de 2027" (a date
// stored at UTC midnight, shown through El Salvador's clock). Run in a process of its own under each TZ.

const SCRIPT = `
import { isoDateToUtc } from "@/lib/dates";
import { formatCalendarDay, formatCalendarDayShort, formatDayRange } from "@/lib/format/dates";
import { verificationLabel } from "@/lib/sitters/verifications";
import { defaultExpiry } from "@/lib/caregivers/checklist";
const entered = isoDateToUtc("2027-05-26");
console.log(JSON.stringify([
  formatCalendarDay(entered),
  formatCalendarDayShort(entered),
  verificationLabel({ kind: "POLICE_CLEARANCE", verifiedAt: null, expiresAt: entered.toISOString() }),
  formatDayRange(isoDateToUtc("2027-05-26"), isoDateToUtc("2027-05-28")),
  // Uploaded at 23:30 on 30 November in El Salvador (05:30 UTC the next day): valid 6 months from that day.
  defaultExpiry("CRIMINAL_RECORD", new Date("2026-12-01T05:30:00Z"))?.toISOString(),
]));
`;

it.each(["UTC", "America/El_Salvador"])("under TZ=%s every date-only value reads as the day entered", (zone) => {
  const result = spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["--conditions=react-server", "-e", SCRIPT], {
    encoding: "utf8",
    env: { NODE_ENV: "test", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", TZ: zone },
    timeout: 60_000,
  });
  expect(result.stderr).toBe("");
  expect(JSON.parse(result.stdout)).toEqual([
    "26 de mayo de 2027",
    "26/05/2027",
    "Solvencia de la PNC vigente hasta el 26 de mayo de 2027",
    "del 26 de mayo de 2027 al 28 de mayo de 2027",
    "2027-05-30T00:00:00.000Z",
  ]);
});

import { EFFECTS, SHEET, guardDataFor } from "@/lib/bookings/core/process";
import { GUARDS } from "@/lib/bookings/lent";

// The core names no feature: the features lend their guards' data, effects and timed jobs through
// lib/bookings/features.ts. A part the sheet needs and nobody lent is an error, never a guard that silently holds.

test("before the features are fitted, asking for the sheet's parts fails loudly", () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sheetParts } = require("@/lib/bookings/core/sheet-parts");
    expect(() => sheetParts()).toThrow(/lib\/bookings\/features/);
  });
});

test("once fitted, every guard's data, every effect and the timed jobs the sheet names are there", async () => {
  await import("@/lib/bookings/features");
  const { sheetParts } = await import("@/lib/bookings/core/sheet-parts");
  const parts = sheetParts();
  const needed = new Set(SHEET.flatMap((row) => guardDataFor(row)));
  expect([...needed].sort()).toEqual(["meetCheck", "planB"]);
  for (const kind of needed) expect(typeof parts.guardData[kind]).toBe("function");
  for (const name of Object.keys(EFFECTS) as (keyof typeof EFFECTS)[]) expect(typeof parts.effects[name]).toBe("function");
  expect(Object.fromEntries(Object.entries(parts.jobs).map(([name, job]) => [name, job.kind]))).toEqual({ alerted: "stayDay", filesDeleted: "daily" });
});

test("a guard's needs are read from the guard, only for the rows that have it", () => {
  const row = (name: string) => SHEET.find((transition) => transition.name === name)!;
  expect(guardDataFor(row("team.confirm"))).toEqual(["meetCheck"]);
  expect(guardDataFor(row("owner.acceptBackup"))).toEqual(["planB"]);
  expect(guardDataFor(row("owner.cancel"))).toEqual([]);
  expect(Object.keys(GUARDS).filter((name) => "needs" in GUARDS[name as keyof typeof GUARDS]).sort()).toEqual(["meetSettled", "noMatch", "planBReady"]);
});

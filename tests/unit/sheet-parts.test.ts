import { SHEET, guardDataFor, type EffectName, type MarkName } from "@/lib/bookings/core/process";
import type { SheetParts } from "@/lib/bookings/core/sheet-parts";
import { EFFECTS, GUARDS, LENT, MARKS } from "@/lib/bookings/lent";

// The core names no feature: the features lend their guards (and the data those read), effects, timed jobs and texts
// through lib/bookings/features.ts, which lib/bookings/loop.ts loads. A part the sheet needs and nobody lent is an
// error, never a guard that silently holds.

test("before the features are fitted, asking for the sheet's parts fails loudly", () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sheetParts } = require("@/lib/bookings/core/sheet-parts");
    expect(() => sheetParts()).toThrow(/lib\/bookings\/features/);
  });
});

test("once fitted, every guard's data, every effect and the timed jobs the sheet names are there", async () => {
  await import("@/lib/bookings/loop");
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

test("the composition must lend every text and guard the rows name: a missing one fails the build, and is asked for loudly", async () => {
  await import("@/lib/bookings/features");
  const { fitSheetParts, mailText, sheetParts } = await import("@/lib/bookings/core/sheet-parts");
  const { guardOf } = await import("@/lib/bookings/core/process");
  const fitted = sheetParts();
  const { "booking-completed": completed, ...mails } = LENT.mails;
  const { planBReady, ...guards } = LENT.guards;
  // @ts-expect-error team.complete and system.complete tell "booking-completed": without the reviews' text the type refuses the parts.
  const withoutText: SheetParts = { ...fitted, mails };
  // @ts-expect-error owner.acceptBackup names planBReady: without Plan B's guard the type refuses the parts.
  const withoutGuard: SheetParts = { ...fitted, guards };
  try {
    fitSheetParts(withoutText);
    expect(() => mailText("booking-completed")).toThrow('No feature lends the text "booking-completed".');
    fitSheetParts(withoutGuard);
    expect(() => guardOf("planBReady")).toThrow('No feature lends the guard "planBReady".');
  } finally {
    fitSheetParts(fitted);
  }
  expect(mailText("booking-completed")).toBe(completed);
  expect(guardOf("planBReady")).toBe(planBReady);
  // The loop's own texts and guards need no feature.
  expect(guardOf("beforeEnd").says).toMatch(/last day/);
});

test("an effect or a mark a row names must be described by a feature: a missing one fails the build", () => {
  const { offerPlanB, ...effects } = EFFECTS;
  const { sitterNoShow, ...marks } = MARKS;
  // @ts-expect-error sitter.cancel and owner.reportNoShow name offerPlanB: without Plan B's words the type refuses them.
  const withoutEffect: Record<EffectName, { says: string }> = effects;
  // @ts-expect-error owner.reportNoShow names sitterNoShow: without the commitments' words the type refuses them.
  const withoutMark: Record<MarkName, { says: string }> = marks;
  expect(Object.keys(withoutEffect)).not.toContain("offerPlanB");
  expect(Object.keys(withoutMark)).not.toContain("sitterNoShow");
  expect(offerPlanB.says).toMatch(/Plan B/);
  expect(sitterNoShow.says).toMatch(/no-show/);
});

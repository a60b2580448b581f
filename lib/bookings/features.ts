import { fitSheetParts, type SheetParts } from "@/lib/bookings/core/sheet-parts";
import { COMMITMENT_PARTS } from "@/lib/bookings/commitments/commitments";
import { LENT } from "@/lib/bookings/lent";
import { MEET_PARTS } from "@/lib/bookings/meet/meet-pair";
import { PET_FILE_PARTS } from "@/lib/bookings/pet-file/pet-file";
import { PLAN_B_PARTS } from "@/lib/bookings/plan-b/plan-b-effects";
import { STAY_PARTS } from "@/lib/bookings/stay/stay-parts";

// Where the booking sheet's core meets its features: each feature's guards and the data they read, effects, timed
// jobs and texts handed to the core, which names none of them (the guards and texts joined in lib/bookings/lent.ts).
// Loaded by lib/bookings/loop.ts, which every caller of the mover and the timers imports, and by the audiences'
// views; the type below fails the build when the sheet names a guard, a guard's data, an effect or a text no feature
// provides.

const parts: SheetParts = {
  ...LENT,
  guardData: { ...MEET_PARTS.guardData, ...PLAN_B_PARTS.guardData },
  effects: { ...PLAN_B_PARTS.effects },
  marks: { ...COMMITMENT_PARTS.marks },
  jobs: { ...STAY_PARTS.jobs, ...PET_FILE_PARTS.jobs },
  noticeData: { ...MEET_PARTS.noticeData, ...PET_FILE_PARTS.noticeData },
};

fitSheetParts(parts);

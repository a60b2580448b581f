import { fitSheetParts, type SheetParts } from "@/lib/bookings/core/sheet-parts";
import { PET_FILE_PARTS } from "@/lib/bookings/intake/pet-file";
import { MEET_PARTS } from "@/lib/bookings/meet/meet-pair";
import { PLAN_B_PARTS } from "@/lib/bookings/plan-b/plan-b-effects";
import { STAY_PARTS } from "@/lib/bookings/stay/stay-parts";

// Where the booking sheet's core meets its features: each feature's guards' data, effects and timed jobs
// handed to the core, which names none of them. Loaded by lib/bookings/loop.ts, which every caller of the mover and the timers imports; the type below
// fails the build when the sheet names a guard's data or an effect no feature provides.

const parts: SheetParts = {
  guardData: { ...MEET_PARTS.guardData, ...PLAN_B_PARTS.guardData },
  effects: { ...PLAN_B_PARTS.effects },
  jobs: { ...STAY_PARTS.jobs, ...PET_FILE_PARTS.jobs },
};

fitSheetParts(parts);

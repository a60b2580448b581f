import { LOOP_MAILS, LOOP_WHATSAPP, withAddenda, type Addendum, type LentContext, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import type { EffectName, GuardData, GuardedBooking, LentGuard, LentText, MarkName, SheetGuard } from "@/lib/bookings/core/process";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";

// What the features lend the sheet: their guards and the data those read, what their effects do, their timed work,
// and their texts (e-mails, WhatsApp templates, paragraphs in the loop's texts), which the sheet's rows name by key.
// The core declares the names and the shapes and names no feature; lib/bookings/features.ts hands each feature's
// parts over once, and the mover asks for them here. A part the sheet names and nobody provided is an error, never
// a guard that silently holds.

/** Loads one kind of guard data for a booking, inside the move's transaction (under its row lock). */
export type GuardDataLoader<K extends GuardData> = (tx: Prisma.TransactionClient, bookingId: string) => Promise<GuardedBooking[K]>;

/** What an effect reads of the booking being moved. */
export type EffectBooking = { id: string; sitterId: number | null; backupSitterId: number | null; startDate: Date | null; endDate: Date | null } & {
  [K in "service" | "petType" | "petSize"]: string | null;
};

/** What an effect adds to the move: more fields written, the history's reason, what the e-mails read (its feature's). */
export type EffectOutcome = {
  data?: Omit<Prisma.BookingUncheckedUpdateInput, "id" | "status" | "statusChanges">;
  reason?: string;
  context?: LentContext;
};

export type SheetEffect = (tx: Prisma.TransactionClient, booking: EffectBooking) => Promise<EffectOutcome>;

/** What a mark reads of the booking being moved: its status before the move, its days, who its sides are. */
export type MarkedBooking = Pick<EffectBooking, "id" | "sitterId" | "startDate" | "endDate"> & { email: string; from: BookingStatus; move: string };

/** Writes what a move leaves on a side's record (or nothing, when the move was in time), inside the move's transaction. */
export type SheetMark = (tx: Prisma.TransactionClient, booking: MarkedBooking, now: Date) => Promise<void>;

/**
 * Timed work outside the moves: `stayDay` runs at every timer run (the stay's day clock), `daily` only in the daily
 * runs (housekeeping). Each answers how many things it did.
 */
export type TimedJob = { kind: "stayDay" | "daily"; run: (now: Date) => Promise<number> };

/** What a feature's part of the texts in `for` reads from the database, loaded in the notice's transaction when told. */
export type NoticeData = {
  for: readonly string[];
  load: (tx: Prisma.TransactionClient, bookingId: string, now: Date) => Promise<LentContext & { nextStep?: string | null }>;
};

/**
 * Everything the features lend, joined. The types prove that every guard a row of the sheet names and every text a
 * row or reminder tells exists (the loop's own or a feature's), as every guard's data and every effect.
 */
export type SheetParts = {
  guardData: { [K in GuardData]: GuardDataLoader<K> };
  guards: { [K in LentGuard]: SheetGuard } & Record<string, SheetGuard>;
  effects: { [K in EffectName]: SheetEffect } & Record<string, SheetEffect>;
  marks: { [K in MarkName]: SheetMark } & Record<string, SheetMark>;
  jobs: Record<string, TimedJob>;
  noticeData: Record<string, NoticeData>;
  mails: { [K in LentText]: MailText } & Record<string, MailText>;
  /** The features' paragraphs in the loop's texts, by the text's key. */
  addenda: Record<string, readonly Addendum[]>;
  whatsapp: Record<string, WhatsappNotice>;
};

/** Each feature's share; features.ts joins them into SheetParts (its type proves that nothing is missing). */
export type FeatureParts = {
  guardData?: Partial<SheetParts["guardData"]>;
  guards?: Record<string, SheetGuard>;
  effects?: Partial<SheetParts["effects"]>;
  marks?: Partial<SheetParts["marks"]>;
  jobs?: SheetParts["jobs"];
  noticeData?: SheetParts["noticeData"];
  mails?: Record<string, MailText>;
  addenda?: Record<string, Addendum>;
  whatsapp?: Record<string, WhatsappNotice>;
};

let fitted: SheetParts | null = null;

/** Hands the features' parts to the sheet (lib/bookings/features.ts, once per process; again replaces them). */
export function fitSheetParts(parts: SheetParts): void {
  fitted = parts;
}

/** The parts the mover and the timers use: throws when lib/bookings/features.ts was not loaded in this process. */
export function sheetParts(): SheetParts {
  if (!fitted) throw new Error('The booking sheet has no feature parts: reach the mover and the timers through "@/lib/bookings/loop", which loads lib/bookings/features.ts.');
  return fitted;
}

const isLoopText = (key: string): key is keyof typeof LOOP_MAILS => Object.hasOwn(LOOP_MAILS, key);

/** The text of `key`: the loop's own with the features' paragraphs, else the one a feature lent (a key nobody lent is an error). */
export function mailText(key: string): MailText {
  const text = isLoopText(key) ? withAddenda(LOOP_MAILS[key], fitted?.addenda[key]) : sheetParts().mails[key];
  if (!text) throw new Error(`No feature lends the text "${key}".`);
  return text;
}

/** The WhatsApp twin of the notice `key`, if it has one (the loop's texts need no feature fitted). */
export function whatsappNoticeOf(key: string): WhatsappNotice | null {
  if (isLoopText(key)) return (LOOP_WHATSAPP as Partial<Record<string, WhatsappNotice>>)[key] ?? null;
  return sheetParts().whatsapp[key] ?? null;
}

// npm run sheet: writes the booking sheet (lib/bookings/core/process.ts) into docs/booking-loop.md between its markers.
import { readFileSync, writeFileSync } from "node:fs";
import { withSheet } from "@/lib/bookings/sheet-table";

const SHEET_DOC = "docs/booking-loop.md";

const doc = readFileSync(SHEET_DOC, "utf8");
const updated = withSheet(doc);
if (updated === doc) console.log(`${SHEET_DOC}: the booking sheet is up to date.`);
else {
  writeFileSync(SHEET_DOC, updated);
  console.log(`${SHEET_DOC}: booking sheet written.`);
}

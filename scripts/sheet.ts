// npm run sheet: writes the booking sheet (lib/bookings/core/process.ts) into README.md between its markers.
import { readFileSync, writeFileSync } from "node:fs";
import { withSheet } from "@/lib/bookings/core/sheet-table";

const readme = readFileSync("README.md", "utf8");
const updated = withSheet(readme);
if (updated === readme) console.log("README.md: the booking sheet is up to date.");
else {
  writeFileSync("README.md", updated);
  console.log("README.md: booking sheet written.");
}

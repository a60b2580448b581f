// The data a fault test starts from, written straight into its database before its server starts (as the seed is):
// caregiver accounts linked to seeded sitters, and confirmed bookings of theirs starting today (El Salvador), each
// with its owner's tracking link; the owners' and sitters' WhatsApp numbers proven. Run by tests/e2e/fault-harness.ts
// (`world()`) with the server's settings; prints the world as one JSON line.
// Usage: tsx --conditions=react-server tests/e2e/fault-world.ts <first sitter id> <sitters> <bookings per sitter> <tag>
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { hashPassword } from "@/lib/auth/password";
import { newTrackingToken } from "@/lib/bookings/core/tracking";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { holdPgliteDir } from "@/lib/database/pglite-lock.mjs";
import { pgliteDir } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { exitWhenDone } from "../../scripts/exit-when-done";

export const FAULT_CAREGIVER_PASSWORD = "Prueba-De-Fallos-Cuidador-26";

async function main() {
  const [first, sitters, perSitter] = process.argv.slice(2, 5).map(Number);
  const tag = process.argv[5];
  const url = process.env.DATABASE_URL;
  if (!url) holdPgliteDir(pgliteDir());
  const db = new PrismaClient({ adapter: url ? new PrismaPg({ connectionString: url }) : new PrismaPGlite(new PGlite(pgliteDir())) });
  try {
    const password = await hashPassword(FAULT_CAREGIVER_PASSWORD);
    const today = todayInElSalvador();
    const caregivers = [];
    const bookings = [];
    for (let s = 0; s < sitters; s++) {
      const sitter = await db.sitter.findUniqueOrThrow({ where: { id: first + s }, select: { id: true, name: true, whatsapp: true } });
      const email = `cuidador-${tag}-${sitter.id}@example.com`;
      const user = await db.user.create({ data: { email, name: sitter.name, password, role: "caregiver", requirePasswordChange: false } });
      await db.sitter.update({ where: { id: sitter.id }, data: { userId: user.id } });
      if (sitter.whatsapp) await db.whatsappOptIn.create({ data: { number: sitter.whatsapp.replace(/\D/g, ""), source: "portal", provenAt: new Date() } });
      caregivers.push({ sitterId: sitter.id, email, password: FAULT_CAREGIVER_PASSWORD, whatsapp: sitter.whatsapp });
      for (let b = 0; b < perSitter; b++) {
        const n = s * perSitter + b;
        const whatsapp = `+5037${String(first * 1000 + n).padStart(7, "0")}`;
        const row = await db.booking.create({
          data: {
            sitterId: sitter.id, sitterName: sitter.name, service: "BOARDING", petType: "DOG", petSize: "SMALL",
            startDate: isoDateToUtc(today), endDate: isoDateToUtc(addDays(today, 2)),
            name: `Persona ${tag} ${n}`, email: `dueno-${tag}-${n}@example.com`, whatsapp, municipality: "San Salvador", status: "CONFIRMED",
            statusChanges: { create: { status: "CONFIRMED", move: "team.confirm", actor: "team" } },
          },
        });
        await db.whatsappOptIn.create({ data: { number: whatsapp.replace(/\D/g, ""), source: "reservation", provenAt: new Date() } });
        const { token, hash } = newTrackingToken();
        await db.bookingLink.create({ data: { hash, bookingId: row.id } });
        bookings.push({ id: row.id, token, sitterId: sitter.id, ownerEmail: row.email, ownerWhatsapp: whatsapp.replace(/\D/g, "") });
      }
    }
    console.log(JSON.stringify({ caregivers, bookings }));
  } finally {
    await db.$disconnect();
  }
}

exitWhenDone(main, "[fault-world] could not write the test's data:");

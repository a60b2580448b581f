/** @jest-environment node */
import { runTimedMoves } from "@/lib/bookings/loop";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { formatDateTime } from "@/lib/format/dates";
import { createUser } from "../helpers/auth";
import { withTestDatabase } from "../helpers/test-db";

// The sitter's reminder of a request unanswered for 24 h asks for what the sheet allows: a first booking with a
// family waits for the meet & greet, so the reminder follows the meeting's stage instead of "Acéptala o recházala".

const database = withTestDatabase();
const SITTER_EMAIL = "marta@example.com";
let sitterId: number;

beforeAll(async () => {
  const user = await createUser(database.db, { email: SITTER_EMAIL, name: "Marta Ruiz" });
  const sitter = await database.db.sitter.create({
    data: { slug: "marta-ruiz", name: "Marta Ruiz", department: "San Salvador", municipality: "San Salvador", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido perros.", userId: user.id },
  });
  sitterId = sitter.id;
});

/** A request to Marta from `email`, sent 25 hours ago, for a stay in 10 days (or a past stay, `status` given). */
async function request(email: string, status: "RECEIVED" | "COMPLETED" = "RECEIVED") {
  const start = addDays(todayInElSalvador(), status === "COMPLETED" ? -20 : 10);
  return database.db.booking.create({
    data: {
      sitterId, sitterName: "Marta Ruiz", service: "BOARDING", petType: "DOG", petSize: "SMALL",
      startDate: isoDateToUtc(start), endDate: isoDateToUtc(addDays(start, 2)), status,
      name: "Ana López", email, whatsapp: "+50370001234", municipality: "San Salvador",
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    },
    select: { id: true },
  });
}

async function reminderOf(bookingId: string): Promise<string> {
  await runTimedMoves(new Date(), { bookingId });
  const mail = await database.db.outboxMessage.findFirstOrThrow({ where: { bookingId, kind: "sitter-request-reminder" } });
  expect(mail.to).toBe(SITTER_EMAIL);
  return mail.text;
}

describe("the sitter's 24 h reminder", () => {
  it("names the confirmed meet & greet still ahead, and does not ask to accept before it", async () => {
    const booking = await request("ana.primera@example.com");
    const at = new Date(Date.now() + 2 * 86_400_000);
    await database.db.meetGreet.create({ data: { bookingId: booking.id, at, place: "VIDEO", proposedBy: "sitter", status: "CONFIRMED" } });
    const text = await reminderOf(booking.id);
    expect(text).toContain(`Tu encuentro con Ana es el ${formatDateTime(at)}`);
    expect(text).not.toContain("Acéptala o recházala");
  });

  it("asks a sitter with no meet & greet yet to propose one or decline", async () => {
    const booking = await request("ana.sin.encuentro@example.com");
    const text = await reminderOf(booking.id);
    expect(text).toContain("necesitas un encuentro de bienvenida con Ana: propónselo desde tu portal");
    expect(text).toContain("rechaza la solicitud si no puedes tomarla");
    expect(text).not.toContain("Acéptala o recházala");
  });

  it("still asks to accept or decline a family that already stayed with the sitter", async () => {
    await request("ana.vuelve@example.com", "COMPLETED");
    const booking = await request("Ana.Vuelve@example.com");
    const text = await reminderOf(booking.id);
    expect(text).toContain("Acéptala o recházala desde tu portal");
    expect(text).not.toContain("encuentro");
  });
});

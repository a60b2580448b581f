/** @jest-environment node */
import { GET as exportList } from "@/app/api/admin/export/[list]/route";
import { POST as postApplication } from "@/app/api/applications/route";
import { POST as postPetOwnerLead } from "@/app/api/pet-owner-leads/route";
import { POST as postProviderLead } from "@/app/api/provider-leads/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { recordWhatsappOptOut } from "@/lib/mail/whatsapp-consent";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie } from "../helpers/auth";
import { validApplication, validBooking, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { WHATSAPP_ENV } from "../helpers/whatsapp";
import { proveNumber } from "../helpers/whatsapp-webhook";

// The team's CSV exports (both waitlists, the applications, the bookings) say whether each
// number agreed to WhatsApp notices, and since when; a number that opted out since reads "No". Agreed means the
// notices go: a number typed in a form is proven first (it writes ALTA, tests/api/whatsapp-proof.test.ts).

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
// The channel on (the webhook reads only signed bodies), pointed at a port nothing listens on: nothing leaves.
withTestEnv({ ...WHATSAPP_ENV, WHATSAPP_GRAPH_URL: "http://127.0.0.1:9/v26.0" });
beforeEach(async () => {
  await seedSitters(database.db);
  admin = await adminCookie(database.db);
});

const none = routeParams({});
async function post(handler: typeof postReservation, body: unknown) {
  expect((await read(await handler(apiRequest("/api/x", { method: "POST", body }), none))).status).toBe(201);
}
/** The export's rows as objects by header. */
async function exported(list: string): Promise<Record<string, string>[]> {
  const text = await (await exportList(apiRequest(`/api/admin/export/${list}`, { headers: { cookie: admin } }), routeParams({ list }))).text();
  const [header, ...rows] = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n").map((line) => line.split(";"));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}
const consent = (row: Record<string, string> | undefined) => [row?.["Avisos por WhatsApp"], row?.["Avisos por WhatsApp desde"]];
const DATE_TIME = expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

it("each list says yes with the time the box was ticked, or no", async () => {
  for (const number of ["50361000001", "50372000001", "50374000001"]) await proveNumber(number);
  await post(postPetOwnerLead, validPetOwnerLead({ email: "si@example.com", whatsapp: "6100-0001", whatsappOptIn: true }));
  await post(postPetOwnerLead, validPetOwnerLead({ email: "no@example.com", whatsapp: "6100-0002", referralCode: undefined }));
  await post(postProviderLead, validProviderLead({ email: "cuidador@example.com", whatsapp: "7200-0001", whatsappOptIn: true }));
  await post(postApplication, validApplication({ email: "postulante@example.com", phone: "7300-0001" }));
  await post(postReservation, validBooking({ ownerEmail: "dueno@example.com", ownerWhatsapp: "7400-0001", whatsappOptIn: true }));
  await post(postReservation, validBooking({ ownerEmail: "otro@example.com", ownerWhatsapp: "7400-0002" }, 10));

  const families = await exported("duenos-en-espera");
  expect(consent(families.find((row) => row.Correo === "si@example.com"))).toEqual(["Sí", DATE_TIME]);
  expect(consent(families.find((row) => row.Correo === "no@example.com"))).toEqual(["No", ""]);

  const caregivers = await exported("postulaciones");
  expect(consent(caregivers.find((row) => row.Correo === "cuidador@example.com"))).toEqual(["Sí", DATE_TIME]);
  expect(consent(caregivers.find((row) => row.Correo === "postulante@example.com"))).toEqual(["No", ""]);

  const bookings = await exported("reservas");
  expect(consent(bookings.find((row) => row.Correo === "dueno@example.com"))).toEqual(["Sí", DATE_TIME]);
  expect(consent(bookings.find((row) => row.Correo === "otro@example.com"))).toEqual(["No", ""]);

  // BAJA (or the tracking page's switch) since: no longer.
  await database.db.$transaction((tx) => recordWhatsappOptOut(tx, "6100-0001", "BAJA"));
  expect(consent((await exported("duenos-en-espera")).find((row) => row.Correo === "si@example.com"))).toEqual(["No", ""]);
});

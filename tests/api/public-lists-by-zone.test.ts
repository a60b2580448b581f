/** @jest-environment node */
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { getTestimonials } from "@/lib/sitters/public";
import { loadFeaturedSitters } from "@/lib/sitters/load";
import { withTestDatabase } from "../helpers/test-db";

// Every public list shows only the sitters of OPEN zones, not only GET /api/sitters (its own tests
// are in zone-openings.test.ts, and the sitemap reads the same getPublishedSitters()): the home's featured sitters and
// its testimonials, which quote sitters by name.

const database = withTestDatabase({ resetBeforeEach: true });

const setState = (slug: string, state: ZoneState) => database.db.zone.update({ where: { slug }, data: { state } });

let counter = 0;
/** A published sitter (not a demo one) with a verified 5-star review of a real booking. */
async function reviewedSitter(name: string, department: string, municipality: string) {
  counter += 1;
  const sitter = await database.db.sitter.create({
    data: { slug: `cuidador-${counter}`, name, department, municipality, services: ["WALK"], priceFromUSD: 10, bio: "Cuido mascotas con cariño." },
  });
  const booking = await database.db.booking.create({
    data: { sitterId: sitter.id, status: "COMPLETED", name: "Ana López", email: `ana${counter}@example.com`, whatsapp: "+50370000000", municipality },
  });
  await database.db.review.create({ data: { sitterId: sitter.id, bookingId: booking.id, author: "Ana", text: `Cuidó muy bien a Luna (${name}).`, rating: 5 } });
  return sitter.id;
}

describe("public lists by zone state", () => {
  it("the home's testimonials and featured sitters leave out sitters of WAITLIST and INVITE zones", async () => {
    const open = await reviewedSitter("Karina Open", "La Libertad", "Santa Tecla");
    const waiting = await reviewedSitter("Sofía Waitlist", "Santa Ana", "Santa Ana");
    const invite = await reviewedSitter("Rosa Invite", "San Miguel", "San Miguel");
    await setState("san-miguel", "INVITE");
    // A fresh database: Santa Tecla is open, Santa Ana waits, San Miguel opens by invitation only.
    expect((await getTestimonials()).map((testimonial) => testimonial.sitterName)).toEqual(["Karina Open"]);
    expect((await loadFeaturedSitters(4))?.map((sitter) => sitter.id)).toEqual([open]);

    // Opened, their sitters and reviews show; closed again, they go.
    await setState("santa-ana", "OPEN");
    await setState("san-miguel", "OPEN");
    expect((await getTestimonials()).map((testimonial) => testimonial.sitterName).sort()).toEqual(["Karina Open", "Rosa Invite", "Sofía Waitlist"]);
    expect((await loadFeaturedSitters(4))?.map((sitter) => sitter.id)).toEqual([open, waiting, invite]);
    await setState("santa-tecla", "WAITLIST");
    expect((await getTestimonials()).map((testimonial) => testimonial.sitterName).sort()).toEqual(["Rosa Invite", "Sofía Waitlist"]);
    expect((await loadFeaturedSitters(4))?.map((sitter) => sitter.id)).toEqual([waiting, invite]);
  });

  it("still quotes three when the newest reviews are of closed zones", async () => {
    const open = [];
    for (const name of ["Uno", "Dos", "Tres"]) open.push(await reviewedSitter(`Abierta ${name}`, "San Salvador", "Escalón"));
    // Newer reviews, all in a zone on the waitlist: they must not push the open zones' reviews off the home.
    for (const name of ["Cuatro", "Cinco", "Seis"]) await reviewedSitter(`Cerrada ${name}`, "Santa Ana", "Santa Ana");
    expect((await getTestimonials()).map((testimonial) => testimonial.sitterName).sort()).toEqual(["Abierta Dos", "Abierta Tres", "Abierta Uno"]);
  });
});

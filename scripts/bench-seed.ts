// Bench only: fills an embedded database with N published sitters (default 10,000) for the search timing.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { SEARCH_ZONES, SERVICES } from "@/lib/constants";
import { defaultPrices, priceColumns } from "@/lib/sitters/prices";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { pgliteDir } from "@/lib/db";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";

async function main() {
  const total = Number(process.argv[2] || 10_000);
  const database = new PrismaClient({ adapter: new PrismaPGlite(new PGlite(pgliteDir())) });
  const municipalities = [...Object.values(SEARCH_ZONES), "Santa Ana", "San Miguel", "Sonsonate"];
  const existing = await database.sitter.count({ where: { slug: { startsWith: "bench-" } } });
  for (let start = existing; start < total; start += 1000) {
    const data = Array.from({ length: Math.min(1000, total - start) }, (_, k) => {
      const i = start + k;
      const services = SERVICES.filter((_, s) => (i >> s) & 1 || s === i % 3);
      return {
        slug: `bench-${i}`,
        name: `Cuidador de prueba ${i}`,
        department: i % 2 ? "San Salvador" : "La Libertad",
        municipality: municipalities[i % municipalities.length],
        services,
        ...priceColumns(services, defaultPrices(services, 5 + (i % 16))),
        rating: i % 17 === 0 ? null : 3.5 + ((i * 7) % 16) / 10,
        reviewCount: i % 40,
        bio: "Cuido perros y gatos con cariño y paciencia; tengo experiencia con mascotas mayores y cachorros.",
        acceptsCats: i % 3 !== 0,
        acceptsLargeDogs: i % 4 !== 0,
        badges: i % 50 === 0 ? ["super-sitter"] : [],
      };
    });
    await database.sitter.createMany({ data });
  }
  // One sitter in ten has 3 blocked days somewhere in the next 3 weeks, so a date range leaves some out.
  const today = todayInElSalvador();
  const blocked = await database.sitter.findMany({ where: { slug: { startsWith: "bench-" }, blocks: { none: {} } }, select: { id: true } });
  const blocks = blocked
    .filter((sitter) => sitter.id % 10 === 0)
    .map((sitter) => ({ sitterId: sitter.id, start: isoDateToUtc(addDays(today, sitter.id % 20)), end: isoDateToUtc(addDays(today, (sitter.id % 20) + 2)) }));
  await database.sitterBlock.createMany({ data: blocks });
  console.log(`[bench] ${await database.sitter.count()} sitters (${await database.sitterBlock.count()} with blocked days) in ${pgliteDir()}`);
  await database.$disconnect();
}

main().then(
  () => process.exit(0), // PGlite's worker would keep the process alive
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

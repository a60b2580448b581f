import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldText } from "@/lib/format/plain-text";

// One page of an admin list, computed in the database: the filters and the search are a WHERE, the page is
// LIMIT/OFFSET over (createdAt DESC, id DESC), so it stays fast with tens of thousands of rows.

export const LIST_PAGE_SIZE = 50;

const column = (name: string) => Prisma.raw(`"${name.replace(/"/g, "")}"`);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The row's folded text (its "searchText", written by a trigger: see prisma/migrations/*_admin_list_search)
 * contains `query`, ignoring case and accents ("jose" finds "José"). A query that reads as a phone number
 * ("7123-4567") also matches `phoneColumn` by its digits. `otherSpelling`, when given, matches too (a reference
 * with its look-alikes unified, as the bookings' searchText also holds it).
 */
export function searchCondition(query: string, phoneColumn?: string, otherSpelling?: string): Prisma.Sql {
  const folded = foldText(query);
  const other = otherSpelling === undefined ? folded : foldText(otherSpelling);
  const byText =
    other === folded
      ? Prisma.sql`"searchText" LIKE ${likePattern(folded)}`
      : Prisma.sql`("searchText" LIKE ${likePattern(folded)} OR "searchText" LIKE ${likePattern(other)})`;
  const digits = query.replace(/[\s()+-]/g, "");
  if (!phoneColumn || !/^\d{3,}$/.test(digits)) return byText;
  return Prisma.sql`(${byText} OR ${column(phoneColumn)} LIKE ${likePattern(digits)})`;
}

const whereClause = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/** How many rows match (for lists whose total comes from elsewhere, e.g. a count per status). */
async function countRows(table: string, conditions: Prisma.Sql[]): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM ${column(table)} ${whereClause(conditions)}`;
  return row?.count ?? 0;
}

/**
 * The ids of page `requested` of `table`'s rows matching `conditions`, newest first (those for which `first` holds
 * before the rest, when given). A page past the end is the last page. `total` may be given when the caller has
 * counted already.
 */
export async function pageIds(table: string, conditions: Prisma.Sql[], requested: number, total?: number, first?: Prisma.Sql) {
  const count = total ?? (await countRows(table, conditions));
  const pageCount = Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows =
    count === 0
      ? []
      : await db().$queryRaw<{ id: string }[]>`
          SELECT "id" FROM ${column(table)} ${whereClause(conditions)}
          ORDER BY ${first ? Prisma.sql`(${first}) DESC, ` : Prisma.empty}"createdAt" DESC, "id" DESC LIMIT ${LIST_PAGE_SIZE} OFFSET ${(page - 1) * LIST_PAGE_SIZE}`;
  return { ids: rows.map((row) => row.id), total: count, page, pageCount, pageSize: LIST_PAGE_SIZE };
}

/** The page's order as Prisma writes it, for findMany over the page's ids. */
export const PAGE_ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];

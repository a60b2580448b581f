import "server-only";
/** A unique constraint was violated (Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

type Coded = { code?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown; code?: unknown } };

/**
 * The Postgres SQLSTATE behind a Prisma error, wherever the driver adapter put it: Prisma 7 wraps the
 * adapter's error (PGlite and pg alike) as `meta.driverAdapterError`, whose `cause.originalCode` is the
 * SQLSTATE; a bare DriverAdapterError carries it in `cause`.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { meta, cause } = error as Coded;
  for (const candidate of [meta?.driverAdapterError, error]) {
    const inner = (candidate as Coded | undefined)?.cause as { originalCode?: unknown; code?: unknown } | undefined;
    const code = inner?.originalCode ?? inner?.code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return cause ? postgresErrorCode(cause) : undefined;
}

/**
 * Postgres refused a value (SQLSTATE class 22, "data exception": 22021 a NUL byte, 22P05 an untranslatable
 * character, 22008 a date out of range, 22003 a number out of range…): bad input, never an outage.
 */
export function isInvalidDataError(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith("22") ?? false;
}

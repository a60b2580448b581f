// File sizes as SPEC §9 shows them: the portal in B, KB or MB with 2 decimals, the admin in MB with 2 decimals.

const KB = 1024;
const MB = 1024 * 1024;

/** 512 → "512 B", 2150 → "2.10 KB", 3_500_000 → "3.34 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < KB) return `${Math.round(bytes)} B`;
  // 1 048 575 bytes would read "1024.00 KB": once rounding reaches a megabyte, it is one.
  const kilobytes = (bytes / KB).toFixed(2);
  if (Number(kilobytes) < 1024) return `${kilobytes} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}

/** 3_500_000 → "3.34 MB", 2150 → "0.00 MB" (the admin's column). */
export function formatFileSizeInMB(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  return `${(bytes / MB).toFixed(2)} MB`;
}

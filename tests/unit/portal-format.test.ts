import { formatDate, formatDateTime } from "@/lib/format/dates";
import { formatFileSize, formatFileSizeInMB } from "@/lib/format/file-size";
import { ADMIN_STATUS_LABELS, INTERVIEW_STATUS_LABELS, interviewStatusLabel, PORTAL_STATUS_LABELS, statusLabel } from "@/lib/caregivers/status-labels";

describe("formatFileSize (portal: B, KB or MB with 2 decimals)", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1023 B"],
    [1024, "1.00 KB"],
    [2150, "2.10 KB"],
    [1536, "1.50 KB"],
    [1024 * 1024 - 1, "1.00 MB"],
    [1024 * 1024, "1.00 MB"],
    [3_500_000, "3.34 MB"],
    [10 * 1024 * 1024, "10.00 MB"],
  ])("%d bytes → %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it("shows a dash for a size that cannot be one", () => {
    expect(formatFileSize(-1)).toBe("—");
    expect(formatFileSize(Number.NaN)).toBe("—");
  });
});

describe("formatFileSizeInMB (admin: MB with 2 decimals)", () => {
  it("always reads megabytes", () => {
    expect(formatFileSizeInMB(3_500_000)).toBe("3.34 MB");
    expect(formatFileSizeInMB(512 * 1024)).toBe("0.50 MB");
  });
});

describe("dates in es-SV, on El Salvador's clock", () => {
  it("formats the day as it was in El Salvador (UTC-6), not in UTC", () => {
    // 03:00 UTC on the 10th is still the evening of the 9th in San Salvador.
    expect(formatDate("2026-03-10T03:00:00.000Z")).toBe("9 de marzo de 2026");
    expect(formatDate(new Date("2026-12-01T18:00:00Z"))).toBe("1 de diciembre de 2026");
  });

  it("formats an interview with the weekday and a 24-hour time", () => {
    expect(formatDateTime("2026-03-09T16:30:00Z")).toBe("lunes, 9 de marzo de 2026, 10:30");
    expect(formatDateTime("2026-03-10T00:15:00Z")).toBe("lunes, 9 de marzo de 2026, 18:15");
  });

  it("shows a dash for a date that cannot be read", () => {
    expect(formatDate("no es fecha")).toBe("—");
    expect(formatDateTime("")).toBe("—");
  });
});

describe("status labels (SPEC §4)", () => {
  it("speaks to the applicant in the portal", () => {
    expect(PORTAL_STATUS_LABELS).toEqual({
      pending: "Pendiente de revisión",
      under_review: "En revisión",
      active: "Aprobado - Activo",
      inactive: "Inactivo",
      rejected: "Rechazado",
    });
  });

  it("uses the short forms in the admin dashboard", () => {
    expect(ADMIN_STATUS_LABELS).toEqual({
      pending: "Pendiente",
      under_review: "En revisión",
      active: "Activo",
      inactive: "Inactivo",
      rejected: "Rechazado",
    });
    expect(statusLabel("active", "admin")).toBe("Activo");
    expect(statusLabel("active", "portal")).toBe("Aprobado - Activo");
  });

  it("labels the interview", () => {
    expect(INTERVIEW_STATUS_LABELS).toEqual({ pending: "Pendiente", scheduled: "Programada", completed: "Completada" });
    expect(interviewStatusLabel("scheduled")).toBe("Programada");
  });

  it("shows an unknown value as it came instead of hiding it", () => {
    expect(statusLabel("archived", "portal")).toBe("archived");
    expect(interviewStatusLabel("cancelled")).toBe("cancelled");
  });
});

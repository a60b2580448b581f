import { siteOrigin } from "@/lib/site/url";
import { startupProblems } from "@/lib/site/startup-checks";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe("siteOrigin", () => {
  it("is SITE_URL's origin when set", () => {
    expect(siteOrigin(env({ SITE_URL: "https://huellitas.sv/algo" }))).toBe("https://huellitas.sv");
  });

  it("is Vercel's own address there: production's on production, the deployment's on previews", () => {
    const vercel = { VERCEL: "1", VERCEL_URL: "huellitas-abc123.vercel.app", VERCEL_PROJECT_PRODUCTION_URL: "huellitas.sv" };
    expect(siteOrigin(env({ ...vercel, VERCEL_ENV: "production" }))).toBe("https://huellitas.sv");
    expect(siteOrigin(env({ ...vercel, VERCEL_ENV: "preview" }))).toBe("https://huellitas-abc123.vercel.app");
  });

  it("is this machine otherwise (development), never a request's Host or X-Forwarded-Host", () => {
    expect(siteOrigin(env({ PORT: "3100" }))).toBe("http://localhost:3100");
    expect(siteOrigin(env({ SITE_URL: "no es una dirección" }))).toBe("http://localhost:3000");
  });
});

describe("startupProblems", () => {
  it("refuses a production server without SITE_URL off Vercel", () => {
    expect(startupProblems(env({ NODE_ENV: "production" })).fatal).toEqual([expect.stringMatching(/^\[huellitas\] No se inició el servidor: falta SITE_URL \(/)]);
    expect(startupProblems(env({ NODE_ENV: "production", SITE_URL: "https://huellitas.sv" })).fatal).toEqual([]);
    const vercel = { VERCEL: "1", VERCEL_URL: "x.vercel.app", DATABASE_URL: "postgresql://db/h", BLOB_READ_WRITE_TOKEN: "t", AUTH_SECRET: "s".repeat(32) };
    expect(startupProblems(env({ NODE_ENV: "production", ...vercel })).fatal).toEqual([]);
    expect(startupProblems(env({ NODE_ENV: "development" })).fatal).toEqual([]);
  });
});

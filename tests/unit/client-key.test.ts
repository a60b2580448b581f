import { clientKey } from "@/lib/http/client-key";
import { startupWarnings } from "@/lib/site/startup-warnings";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const key = (headers: Record<string, string>, values: Record<string, string>) => clientKey(new Headers(headers), env(values));

describe("clientKey behind a proxy that appends to x-forwarded-for", () => {
  const oneProxy = { CLIENT_IP_HEADER: "x-forwarded-for" };

  it("takes the address the proxy appended, not the one the client wrote", () => {
    const real = key({ "x-forwarded-for": "198.51.100.20" }, oneProxy);
    expect(key({ "x-forwarded-for": "1.1.1.1, 198.51.100.20" }, oneProxy)).toBe(real);
    expect(key({ "x-forwarded-for": "9.9.9.9, 8.8.8.8, 198.51.100.20" }, oneProxy)).toBe(real);
  });

  it("does not let a client pass as someone else by forging the header", () => {
    const victim = key({ "x-forwarded-for": "203.0.113.5" }, oneProxy);
    expect(key({ "x-forwarded-for": "203.0.113.5, 198.51.100.99" }, oneProxy)).not.toBe(victim);
  });

  it("counts TRUSTED_PROXY_HOPS proxies from the right (a CDN in front of nginx)", () => {
    const twoProxies = { ...oneProxy, TRUSTED_PROXY_HOPS: "2" };
    const client = key({ "x-forwarded-for": "198.51.100.20, 172.64.0.1" }, twoProxies);
    expect(key({ "x-forwarded-for": "6.6.6.6, 198.51.100.20, 172.64.0.7" }, twoProxies)).toBe(client);
    expect(client).toBe(key({ "x-forwarded-for": "198.51.100.20" }, oneProxy));
    // Fewer entries than trusted proxies: the request did not come through them, so it names nobody.
    expect(key({ "x-forwarded-for": "198.51.100.20" }, twoProxies)).toBe("anonymous");
  });

  it("reads a single-value header such as x-real-ip as it is", () => {
    const realIp = { CLIENT_IP_HEADER: "X-Real-IP" };
    expect(key({ "x-real-ip": " 198.51.100.20 " }, realIp)).toBe(key({ "x-forwarded-for": "198.51.100.20" }, oneProxy));
    expect(key({}, realIp)).toBe("anonymous");
  });

  it("on Vercel reads x-vercel-forwarded-for, whatever x-forwarded-for says", () => {
    const vercel = { VERCEL: "1" };
    expect(key({ "x-vercel-forwarded-for": "198.51.100.20", "x-forwarded-for": "1.1.1.1" }, vercel)).toBe(
      key({ "x-vercel-forwarded-for": "198.51.100.20" }, vercel),
    );
  });
});

describe("startupWarnings", () => {
  // What a complete production set-up has besides the client header (each missing one is its own warning).
  const secret = {
    AUTH_SECRET: "x".repeat(43),
    CRON_SECRET: "y".repeat(43),
    SMTP_URL: "smtps://equipo:clave@smtp.example.com:465",
    TEAM_EMAIL: "equipo@huellitas.sv",
    WHATSAPP_NUMBER: "+50371234567",
    EMERGENCY_PHONE: "2200-0100",
  };

  it("warns in production off Vercel when no header names the client", () => {
    const warnings = startupWarnings(env({ NODE_ENV: "production", ...secret }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/CLIENT_IP_HEADER/);
  });

  it("stays quiet on Vercel, with a header, and outside production", () => {
    expect(startupWarnings(env({ NODE_ENV: "production", VERCEL: "1", ...secret }))).toEqual([]);
    expect(startupWarnings(env({ NODE_ENV: "production", CLIENT_IP_HEADER: "x-real-ip", ...secret }))).toEqual([]);
    expect(startupWarnings(env({ NODE_ENV: "development" }))).toEqual([]);
    expect(startupWarnings(env({ NODE_ENV: "test" }))).toEqual([]);
  });

  it("warns when AUTH_SECRET is unset or short: device cookies then die at each restart", () => {
    const production = { NODE_ENV: "production", VERCEL: "1", ...secret, AUTH_SECRET: "" };
    expect(startupWarnings(env(production))).toEqual([expect.stringMatching(/AUTH_SECRET no está definido/)]);
    expect(startupWarnings(env({ ...production, AUTH_SECRET: "corto" }))).toEqual([expect.stringMatching(/AUTH_SECRET tiene menos de 32 caracteres/)]);
  });

  it("warns when the scheduled routes have no secret or e-mail has no SMTP server", () => {
    const production = { NODE_ENV: "production", VERCEL: "1", AUTH_SECRET: secret.AUTH_SECRET, TEAM_EMAIL: secret.TEAM_EMAIL, WHATSAPP_NUMBER: secret.WHATSAPP_NUMBER, EMERGENCY_PHONE: secret.EMERGENCY_PHONE };
    expect(startupWarnings(env(production))).toEqual([expect.stringMatching(/CRON_SECRET no está definido/), expect.stringMatching(/SMTP_URL no está definido/)]);
  });

  it("warns when the team gets no e-mail or the WhatsApp buttons lead to the placeholder number", () => {
    expect(startupWarnings(env({ NODE_ENV: "production", VERCEL: "1", ...secret, TEAM_EMAIL: "", WHATSAPP_NUMBER: " " }))).toEqual([
      expect.stringMatching(/TEAM_EMAIL no está definido/),
      expect.stringMatching(/WHATSAPP_NUMBER no está definido/),
    ]);
  });

  it("lists the promises that are off: no WhatsApp invitation without the team's line, no emergency line without its phone", () => {
    const warnings = startupWarnings(env({ NODE_ENV: "production", VERCEL: "1", ...secret, WHATSAPP_NUMBER: "", EMERGENCY_PHONE: "" }));
    expect(warnings).toEqual([
      expect.stringMatching(/WHATSAPP_NUMBER no está definido.*no invitan a escribir por WhatsApp/),
      expect.stringMatching(/EMERGENCY_PHONE no está definido.*no muestran una línea de emergencia/),
    ]);
    expect(startupWarnings(env({ NODE_ENV: "production", VERCEL: "1", ...secret, EMERGENCY_PHONE: "911" }))).toEqual([expect.stringMatching(/EMERGENCY_PHONE/)]);
  });

  it("warns about a TRUSTED_PROXY_HOPS that is not a small whole number", () => {
    const warnings = startupWarnings(env({ NODE_ENV: "production", CLIENT_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_HOPS: "dos", ...secret }));
    expect(warnings).toEqual([expect.stringMatching(/TRUSTED_PROXY_HOPS/)]);
  });
});

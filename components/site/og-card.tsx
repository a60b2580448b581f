import { BRAND } from "@/lib/site/brand";

export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * The 1200×630 sharing card drawn by next/og (inline styles only: it is rendered to PNG, not to HTML).
 * `picture` is a data: URL, so drawing never fetches anything.
 */
export function OgCard({ title, subtitle, footer, picture }: { title: string; subtitle: string; footer: string; picture?: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        gap: 56,
        padding: 72,
        background: "#fffaf3",
        color: "#3b2418",
        fontSize: 32,
      }}
    >
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> elements
        <img src={picture} width={320} height={320} alt="" style={{ borderRadius: 9999, background: "#f3ebe0" }} />
      )}
      <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 20 }}>
        <div style={{ display: "flex", color: "#b4461e", fontSize: 36, letterSpacing: 1 }}>{BRAND}</div>
        <div style={{ display: "flex", fontSize: picture ? 64 : 72, lineHeight: 1.1 }}>{title}</div>
        <div style={{ display: "flex", color: "#6e5646", lineHeight: 1.3 }}>{subtitle}</div>
        <div
          style={{
            display: "flex",
            marginTop: 16,
            alignSelf: "flex-start",
            background: "#b4461e",
            color: "#ffffff",
            borderRadius: 16,
            padding: "12px 24px",
          }}
        >
          {footer}
        </div>
      </div>
    </div>
  );
}

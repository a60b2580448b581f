import { QueryProvider } from "@/components/providers/query-provider";
import { Toaster } from "@/components/ui/sonner";

/**
 * The frame of the dashboard and the portal: their data client, and the toasts they show (after the page's
 * box, as the last thing in <body>). Public pages have no toaster unless a form of theirs needs one.
 */
export function SignedInShell({ layout, children }: { layout: "admin" | "portal"; children: React.ReactNode }) {
  return (
    <>
      <div data-layout={layout} className="min-h-screen bg-muted/40">
        <QueryProvider>{children}</QueryProvider>
      </div>
      <Toaster />
    </>
  );
}

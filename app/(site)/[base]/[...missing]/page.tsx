import { notFound } from "next/navigation";

// Unknown public paths render the fallback page inside the public layout, per request: made-up addresses never
// fill the page cache (proxy.ts gives them a nonce policy, see isCachedPage()).
export const dynamic = "force-dynamic";
export default function MissingPage() {
  notFound();
}

import { notFound } from "next/navigation";

// Unknown public paths render the fallback page inside the public layout.
export default function MissingPage() {
  notFound();
}

import { SitterNotFound } from "@/components/site/sitter-not-found";

export default function SitterProfileNotFound() {
  return <SitterNotFound />;
}

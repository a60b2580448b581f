import { ComingSoonPlaceholder } from "@/components/coming-soon/coming-soon-placeholder";

export default function ComingSoonPage() {
  return <ComingSoonPlaceholder />;
}

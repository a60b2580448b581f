import { NotFoundMessage } from "@/components/site/not-found-message";

export default function SiteNotFound() {
  return <NotFoundMessage />;
}

import { NotFoundMessage } from "@/components/site/not-found-message";

export default function NotFound() {
  return <NotFoundMessage />;
}

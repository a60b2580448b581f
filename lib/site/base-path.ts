import { headers } from "next/headers";
import { BASE_PATH_HEADER } from "@/lib/http/routing";

/** In a server component of the public site: the link prefix set by the gate ("/preview" or ""). */
export async function getSiteBasePath(): Promise<string> {
  const base = (await headers()).get(BASE_PATH_HEADER);
  return base === "/preview" ? base : "";
}

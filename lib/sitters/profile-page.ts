import "server-only";
import { notFound } from "next/navigation";
import { loadSitter } from "./load";
import type { SitterWithReviewsSource } from "./types";

/** The sitter a profile URL names. Any error or empty result is SPEC §2's not-found view. */
export async function sitterForProfile(slug: string): Promise<SitterWithReviewsSource> {
  const sitter = await loadSitter(slug);
  if (!sitter) notFound();
  return sitter;
}

// How soon a sitter's change shows on the cached public pages (lib/sitters/public.ts expires them on every change).
//
// A page that was rendering while a change was saved is stored after the change expired the cache, with the data it
// read before: Next stamps a page with the time it is stored, not the time its render began, so it was served as
// fresh for SITTERS_REVALIDATE_SECONDS (measured: a minute, in 6 rounds of 13 of two quick changes with visitors
// between them). Every cached entry is expired once more this many seconds after each change: such a page is
// served for these seconds at most. (Not in public.ts: the e2e tests read it, and that file is server-only.)
export const SITTERS_SETTLE_SECONDS = 3;

// A sitter profile's rules and defaults (SPEC §9).

export const MIN_RATING_OPTIONS = [0, 4, 4.5, 4.8] as const;

/** SPEC §9's super-sitter rule and the profile's defaults when a rating or review count is missing. */
export const SUPER_SITTER = { badge: "super-sitter", minRating: 4.9, minReviews: 10 } as const;
export const PROFILE_DEFAULTS = { rating: 4.9, reviewCount: 12 } as const;

// SPEC §9's counts and sizes, apart from the other constants (./constants.ts) so the browser code that needs one of them
// (an upload's size, a referral code's length) does not load every label and zone with it.

export const LIMITS = {
  featuredSitters: 4,
  searchSkeletons: 6,
  cardBioChars: 100,
  galleryPhotos: 3,
  profileReviews: 2,
  profileBadges: 3,
  passwordMinLength: 6,
  referralCodeLength: 6,
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;

// A sitter's rating is what their visible reviews say: the average with one decimal, and how many there are.
// No review, no rating (the profile says "Nuevo" instead of inventing one).

export function ratingSummary(ratings: readonly number[]): { rating: number | null; reviewCount: number } {
  if (ratings.length === 0) return { rating: null, reviewCount: 0 };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { rating: Math.round(average * 10) / 10, reviewCount: ratings.length };
}

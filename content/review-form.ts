// The words of the product page's review form and helpful buttons (their own module: the product page then
// carries none of the account screens' words).
export const reviewFormCopy = {
  heading: 'Write your review',
  rating: 'Rating',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  title: 'Title',
  titlePlaceholder: 'Sum it up in a few words',
  comment: 'Comment',
  commentPlaceholder: 'What did you like? How do you use it?',
  submit: 'Submit Review',
  submitting: 'Submitting review…',
  cancel: 'Cancel',
  loginPrompt: 'Log in to write a review',
  helpful: 'Helpful',
  markedHelpful: 'Marked helpful',
  /** Hidden words that tell one review's helpful button from another's. */
  helpfulFor: (title: string) => `: review "${title}"`,
  wasItHelpful: 'Was this review helpful?',
} as const;

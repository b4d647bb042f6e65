/** What covers the app at start-up: the spinner until the user is known, then a quote only while the screen loads. */
export const startUpOverlay = ({
  userPending,
  hasQuote,
  quoteDone,
  screenLoading,
}: {
  userPending: boolean;
  hasQuote: boolean;
  /** Shown (or skipped) already in this browser session. */
  quoteDone: boolean;
  /** Some query of the screen behind is still loading. */
  screenLoading: boolean;
}): 'loading' | 'quote' | null => {
  if (userPending) return 'loading';
  return hasQuote && !quoteDone && screenLoading ? 'quote' : null;
};

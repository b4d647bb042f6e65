import { TIMERS, type UserFeedback } from '@tradescope/domain';
import type { Language } from '../../lib/i18n';

export interface FeedbackQuote {
  readonly text: string;
  readonly name: string;
}

/** One of the user's feedback quotes in the interface language, or undefined when there is none. */
export const pickQuote = (
  feedback: readonly UserFeedback[] | undefined,
  language: Language,
  random: () => number = Math.random,
): FeedbackQuote | undefined => {
  const usable = (feedback ?? []).filter((entry) => entry[`text_${language}`].trim() !== '');
  const entry = usable[Math.floor(random() * usable.length)];
  return entry && { text: entry[`text_${language}`], name: entry[`name_${language}`] };
};

/** Spec §4: the overlay hides after about 0.3 s per word of the quote. */
export const quoteDurationMs = (text: string): number =>
  text.trim().split(/\s+/).filter(Boolean).length * TIMERS.loadingQuotePerWordS * 1000;

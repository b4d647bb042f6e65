import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useUser } from '../../lib/endpoints';
import { useLanguage } from '../../lib/i18n';
import { isTrue, sessionStore } from '../../lib/storage';
import { pickQuote } from './feedback-quote';
import { LoadingOverlay } from './loading-overlay';
import { startUpOverlay } from './start-up-overlay';
import { useMarketRedirect } from './use-market-redirect';

const QUOTE_SHOWN_KEY = 'feedback-shown';
// A screen's queries start a render after the user arrives: nothing loading for this long means it is ready.
const SETTLED_MS = 250;

/**
 * After the token: the user loads behind the overlay, the overlay shows a feedback quote while the first screen
 * still loads (never in front of a ready one), and the once-per-session market redirect runs. A user the server
 * cannot give yet does not block the app.
 */
export const StartUp = ({ children }: { children: ReactNode }) => {
  const { data: user, isPending } = useUser();
  const language = useLanguage();
  const screenLoading = useIsFetching() > 0;
  // A quote greets the first load of a browser session; reloads after that go straight in.
  const [quoteDone, setQuoteDone] = useState(() => sessionStore.get(QUOTE_SHOWN_KEY, isTrue) === true);
  const quote = useMemo(() => pickQuote(user?.user_feedback, language), [user, language]);
  const finishQuote = useCallback(() => {
    sessionStore.set(QUOTE_SHOWN_KEY, true);
    setQuoteDone(true);
  }, []);
  useMarketRedirect(user);

  // Once the first screen has its data the quote has done its job: it never holds a ready screen back.
  useEffect(() => {
    if (isPending || quoteDone || screenLoading) return;
    const timer = setTimeout(finishQuote, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [isPending, quoteDone, screenLoading, finishQuote]);

  const shown = startUpOverlay({
    userPending: isPending,
    hasQuote: quote !== undefined,
    quoteDone,
    screenLoading,
  });
  const overlay =
    shown === 'loading' ? (
      <LoadingOverlay />
    ) : shown === 'quote' && quote ? (
      <LoadingOverlay quote={quote} onDone={finishQuote} />
    ) : null;
  return (
    <>
      {children}
      {overlay}
    </>
  );
};

import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useUser } from '../../lib/endpoints';
import { useLanguage } from '../../lib/i18n';
import { isTrue, sessionStore } from '../../lib/storage';
import { pickQuote } from './feedback-quote';
import { LoadingOverlay } from './loading-overlay';
import { useMarketRedirect } from './use-market-redirect';

const QUOTE_SHOWN_KEY = 'feedback-shown';

/**
 * After the token: the user loads behind the overlay, the overlay shows a feedback quote if there is one,
 * and the once-per-session market redirect runs. A user the server cannot give yet does not block the app.
 */
export const StartUp = ({ children }: { children: ReactNode }) => {
  const { data: user, isPending } = useUser();
  const language = useLanguage();
  // A quote greets the first load of a browser session; reloads after that go straight in.
  const [quoteDone, setQuoteDone] = useState(() => sessionStore.get(QUOTE_SHOWN_KEY, isTrue) === true);
  const quote = useMemo(() => pickQuote(user?.user_feedback, language), [user, language]);
  const finishQuote = useCallback(() => {
    sessionStore.set(QUOTE_SHOWN_KEY, true);
    setQuoteDone(true);
  }, []);
  useMarketRedirect(user);

  const overlay = isPending ? (
    <LoadingOverlay />
  ) : quote && !quoteDone ? (
    <LoadingOverlay quote={quote} onDone={finishQuote} />
  ) : null;
  return (
    <>
      {children}
      {overlay}
    </>
  );
};

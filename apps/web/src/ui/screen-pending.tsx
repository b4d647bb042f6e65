import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../app/route-handle';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';

/** Holds a route's place until its screen lands: shows the route's spec name so navigation can be checked. */
export const ScreenPending = () => {
  const { t } = useTranslation();
  const name = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-2 px-4 py-10" data-route={name}>
      <h1 className="font-semibold text-2xl">{t('app.name')}</h1>
      <p className="font-mono text-ink-muted text-sm">{name}</p>
      <p className="text-ink-muted">{t('screen.pending')}</p>
    </main>
  );
};

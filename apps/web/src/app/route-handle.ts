import { useMatches } from 'react-router';

/** Every route carries its spec name (spec §2), e.g. `market.crypto.assets`, for titles, menus and tests. */
export type RouteHandle = { name: string };

export const routeHandle = (name: string): { handle: RouteHandle } => ({ handle: { name } });

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';

/** The spec name of the deepest matched route. */
export const useRouteName = (): string | undefined =>
  useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;

/** Every route carries its spec name (spec §2), e.g. `market.crypto.assets`, for titles, menus and tests. */
export type RouteHandle = { name: string };

export const routeHandle = (name: string): { handle: RouteHandle } => ({ handle: { name } });

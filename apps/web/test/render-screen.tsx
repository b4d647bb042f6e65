import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useAppStore } from '../src/lib/app-store';
import { createQueryClient } from '../src/lib/query';
import { tokenManager } from '../src/lib/session';

export interface ScreenOptions {
  /** The address the router starts on, query included; the screen's route is its path part. */
  readonly path?: string;
}

/**
 * Renders a screen, or a route table, inside a memory router and a fresh query client of the app's
 * defaults; gives back the router (its address) and the client.
 */
export const renderScreen = (screen: ReactNode | RouteObject[], { path = '/' }: ScreenOptions = {}) => {
  const routes = Array.isArray(screen) ? screen : [{ path: path.replace(/[?#].*$/, ''), element: screen }];
  const client = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
};

/** The query string of the router's current address. */
export const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

/** What every screen test starts from: no session token, no live prices, no upgrade modal open. */
export const resetScreen = () => {
  tokenManager.reset();
  vi.stubGlobal('WebSocket', undefined);
  useAppStore.getState().closeUpgrade();
};

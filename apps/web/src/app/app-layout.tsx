import { Outlet } from 'react-router';

/** The shell every page but the chart sits in; header, navs and footer arrive with the shell issue. */
export const AppLayout = () => (
  <div className="flex min-h-screen flex-col bg-surface text-ink">
    <Outlet />
  </div>
);

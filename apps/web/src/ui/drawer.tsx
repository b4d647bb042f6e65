import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from './drawer-sheet';

export type { DrawerProps } from './drawer-sheet';

// The sheet library loads the first time any drawer opens: every screen has drawers, few visits open one, and
// the first load stays within its budget (DESIGN §7).
const DrawerSheet = lazy(() => import('./drawer-sheet'));

/** A drawer: a bottom sheet, or a side panel from the reading side. Nothing is rendered until it first opens. */
export const Drawer = (props: DrawerProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerSheet {...props} />
    </Suspense>
  );
};

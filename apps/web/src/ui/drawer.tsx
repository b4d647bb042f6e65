import { lazy, type ReactNode, Suspense, useState } from 'react';

export interface DrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Bottom sheets for pickers; `start` slides in from the reading side (left in English, right in Persian). */
  readonly side?: 'bottom' | 'start';
  /** Hides the visible title (it stays for screen readers) when the content has its own header. */
  readonly hideTitle?: boolean;
}

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

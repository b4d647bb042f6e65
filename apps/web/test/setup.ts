import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The libraries the app loads on first use (DESIGN §7: dialogs, drawers, popovers, menus, toasts) are imported
// once up front, so a test's first modal or popover waits on an import, not on a busy machine's transform.
beforeAll(async () => {
  await Promise.all([
    import('../src/ui/modal-dialog'),
    import('../src/ui/drawer-sheet'),
    import('../src/ui/popover-parts'),
    import('../src/ui/dropdown-menu-parts'),
    import('sonner'),
  ]);
});

afterEach(() => cleanup());

// A screen loaded on demand arrives once its chunk is first imported (transformed then): a second or more on a busy
// machine. The waits (findBy*, waitFor) allow 4 s, inside the test's own 5 s; a passing wait ends as soon as it holds.
configure({ asyncUtilTimeout: 4_000 });

import type { AccessRule, MarketGroup } from '@tradescope/domain';
import { create } from 'zustand';

/** What a locked section asks the upgrade modal to offer: its access rule and the market group it is in. */
export interface UpgradeRequest {
  readonly rule: AccessRule;
  readonly group: MarketGroup;
}

/**
 * The one small app store (CONVENTIONS: server data lives in TanStack Query, filters in the URL, forms in
 * their form): the shell's modals that any screen may open.
 */
interface AppState {
  readonly upgrade: UpgradeRequest | null;
  readonly logoutOpen: boolean;
  /** A screen whose controls fill its top (the chart's toolbar) has toasts shown at the bottom instead. */
  readonly toastsAtBottom: boolean;
  readonly openUpgrade: (request: UpgradeRequest) => void;
  readonly closeUpgrade: () => void;
  readonly setLogoutOpen: (open: boolean) => void;
  readonly setToastsAtBottom: (atBottom: boolean) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  upgrade: null,
  logoutOpen: false,
  toastsAtBottom: false,
  openUpgrade: (upgrade) => set({ upgrade }),
  closeUpgrade: () => set({ upgrade: null }),
  setLogoutOpen: (logoutOpen) => set({ logoutOpen }),
  setToastsAtBottom: (toastsAtBottom) => set({ toastsAtBottom }),
}));

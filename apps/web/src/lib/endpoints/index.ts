export { checkHealth } from './health';
export { type JumpNotificationsFetcher, useJumpNotifications } from './jump-notifications';
export { useSaveSettings } from './settings-edit';
export { useSignOut } from './sign-out';
export { isUnread, useTips } from './tips';
export { useMarkTipsRead } from './tips-read';
export { useDebouncedSettingsSave } from './use-debounced-settings-save';
export { useUser } from './user';

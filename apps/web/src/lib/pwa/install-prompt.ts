/** Chromium's install prompt event; not in TypeScript's DOM library. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let deferred: InstallPromptEvent | undefined;

/** Keeps the browser's install prompt for the welcome modal's install button. */
export const captureInstallPrompt = (): void => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
};

export const canPromptInstall = (): boolean => deferred !== undefined;

export const promptInstall = async (): Promise<void> => {
  const event = deferred;
  deferred = undefined;
  await event?.prompt();
};

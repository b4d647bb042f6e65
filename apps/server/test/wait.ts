/** Polls `check` until it holds (real sockets need real event-loop turns); fails with `what` after `timeoutMs`. */
export const waitFor = async (what: string, check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

export const quietLog = {
  info: () => {},
  warn: () => {},
  error: (object: unknown) => console.error(object),
};

/** A log that keeps warnings and errors, for tests that expect them. */
export const recordingLog = () => {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    log: {
      info: () => {},
      warn: (_object: unknown, message?: string) => warnings.push(message ?? ''),
      error: (_object: unknown, message?: string) => errors.push(message ?? ''),
    },
  };
};

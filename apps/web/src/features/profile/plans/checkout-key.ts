/** The purchase this tab started, so the history can show its result when the gateway sends the browser back. */
export const CHECKOUT_STORAGE_KEY = 'checkout';

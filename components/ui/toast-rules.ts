// SPEC §8's toasts, for sonner's Toaster (signed-in pages) and the public pages' PageToaster alike.

/** Only one toast on screen at a time. */
export const TOAST_LIMIT = 1;
/** How long a toast stays visible, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

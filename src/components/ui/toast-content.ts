/*
 * What a toast shows, apart from the queue (toast.tsx) that loads the list lazily: the list
 * (toast-list.tsx) reads these types without importing its own loader.
 */

/** `contrast` is dark on a light page and light on a dark one (seed §7: realtime notifications). */
export type ToastSeverity = 'contrast' | 'success' | 'error' | 'info';

export type ToastContentData = { title: string; message?: string; severity: ToastSeverity };

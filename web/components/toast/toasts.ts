import { signal } from "@preact/signals-react";
import { type ToastEdge, toastEdge } from "./placement";

export type ToastTone = "success" | "error" | "info";

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

/** The spec's default toast time-out. */
export const DEFAULT_TOAST_MS = 5000;

/** Toasts on screen, newest last. Rendered by <Toaster /> in the shell. */
export const toasts = signal<readonly Toast[]>([]);

/** The screen edge the toasts show at: chosen for each new toast, away from the control just used. */
export const toastsEdge = signal<ToastEdge>("bottom");

let nextId = 1;

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/** Shows a message for `durationMs` (5 s by default); returns its id. */
export function showToast({
  message,
  tone,
  durationMs = DEFAULT_TOAST_MS,
}: {
  message: string;
  tone: ToastTone;
  durationMs?: number;
}): number {
  const id = nextId++;
  if (typeof window !== "undefined") toastsEdge.value = toastEdge(window.innerHeight);
  toasts.value = [...toasts.value, { id, message, tone }];
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

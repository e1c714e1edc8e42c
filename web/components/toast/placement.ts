/**
 * Where toasts go so that they never cover the control the visitor just used (the Reset button
 * whose failure they report, say): the edge of the screen away from it. The control is the last
 * one clicked or the button that submitted a form, remembered as the visitor acts, because by
 * the time an answer comes the button may be disabled and the focus gone to <body>.
 */
export type ToastEdge = "top" | "bottom";

let lastControl: Element | null = null;

const CONTROL = "button, a[href], input, select, textarea, summary, [role='button'], [tabindex]";

function remember(event: Event): void {
  const submitter = event.type === "submit" ? (event as SubmitEvent).submitter : null;
  const target = event.target instanceof Element ? event.target : null;
  lastControl = submitter ?? target?.closest(CONTROL) ?? target;
}

/** Starts remembering the controls used in `doc`; returns the function that stops it. */
export function trackControls(doc: Document): () => void {
  const events = ["pointerdown", "click", "keydown", "submit"] as const;
  for (const type of events) doc.addEventListener(type, remember, true);
  return () => {
    for (const type of events) doc.removeEventListener(type, remember, true);
  };
}

/** The edge away from the last control used: the top when it sits in the lower half of the screen. */
export function toastEdge(viewportHeight: number, control: Element | null = lastControl): ToastEdge {
  if (!control?.isConnected) return "bottom";
  const box = control.getBoundingClientRect();
  return (box.top + box.bottom) / 2 > viewportHeight / 2 ? "top" : "bottom";
}

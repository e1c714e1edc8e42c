import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { type ButtonVariant, buttonClass } from "./button";
import type { DialogProps } from "./dialog-props";

let Modal: ((props: DialogProps) => ReactNode) | undefined;
let loading: Promise<void> | undefined;

/** Fetches the modal's code (Radix) once; a Dialog renders synchronously from then on. */
export const preloadDialog = (): Promise<void> => {
  loading ??= import("./DialogModal").then((module) => {
    Modal = module.default;
  });
  return loading;
};

/** Idle time after hydration before the modal's code is fetched, so a first opening is instant. */
const PRELOAD_AFTER_MS = 1500;

const CloseDialog = createContext<() => void>(() => {});

/**
 * A modal dialog: focus is trapped and restored, Escape and the overlay close it. The modal
 * (Radix) is not part of a page's first load, which the bench's bundle budgets keep small: it is
 * fetched shortly after hydration, or at the first opening if that comes sooner.
 */
export function Dialog(props: DialogProps) {
  const [, setLoaded] = useState(Modal !== undefined);
  useEffect(() => {
    const timer = setTimeout(preloadDialog, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!props.open || Modal) return;
    let mounted = true;
    void preloadDialog().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [props.open]);
  if (!Modal) return null;
  return (
    <CloseDialog.Provider value={() => props.onOpenChange(false)}>
      <Modal {...props} />
    </CloseDialog.Provider>
  );
}

/**
 * A dialog's open state that gives focus back to what opened it when it closes, by Escape, the
 * overlay or a button (the site's dialogs open from state, without a Radix trigger to return
 * to, and a dialog that replaces another inside the same flow would return focus into the one
 * that is gone). `returnTo` is that control; a form stands for its first field that takes
 * focus, for a dialog opened by a send whose button is disabled again once the fields are empty.
 */
export function useDialogState<T extends HTMLElement = HTMLButtonElement>() {
  const [value, setValue] = useState(false);
  const returnTo = useRef<T>(null);
  const setOpen = (next: boolean) => {
    setValue(next);
    // After Radix has ended its own focus handling, which would otherwise win.
    if (!next) requestAnimationFrame(() => focusTarget(returnTo.current)?.focus());
  };
  return [{ value, returnTo }, setOpen] as const;
}

function focusTarget(element: HTMLElement | null): HTMLElement | null | undefined {
  if (!element?.isConnected) return null;
  if (!(element instanceof HTMLFormElement)) return element;
  return [...element.elements].find(
    (field): field is HTMLElement =>
      field instanceof HTMLElement && !field.matches(":disabled, [readonly], [type=hidden]"),
  );
}

/** A button that only closes the dialog: Cancel beside an action, or the OK under a message. */
export function DialogCloseButton({ label, variant = "outline" }: { label: string; variant?: ButtonVariant }) {
  const close = useContext(CloseDialog);
  return (
    <button type="button" className={buttonClass(variant)} onClick={close}>
      {label}
    </button>
  );
}

interface MessageProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly text: ReactNode;
  /** The one button's label: it closes the dialog. */
  readonly closeLabel: string;
}

/** A message to acknowledge (sent, thanks, failed): its text and one primary button that closes it. */
export function MessageDialog({ open, onOpenChange, title, text, closeLabel }: MessageProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={<DialogCloseButton label={closeLabel} variant="primary" />}
    >
      <p>{text}</p>
    </Dialog>
  );
}

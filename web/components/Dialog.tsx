import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import styles from "./Dialog.module.css";

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** The message under the title. */
  readonly children?: ReactNode;
  /** Buttons at the bottom (wrap the closing one in `<DialogClose>`). */
  readonly actions: ReactNode;
}

/** A modal dialog: focus is trapped and restored, Escape and the overlay close it. */
export function Dialog({ open, onOpenChange, title, children, actions }: Props) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Makes its child button close the surrounding dialog. */
export const DialogClose = ({ children }: { children: ReactNode }) => (
  <RadixDialog.Close asChild>{children}</RadixDialog.Close>
);

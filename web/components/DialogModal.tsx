/** The modal itself, on Radix: loaded on the first opening of a Dialog (./Dialog.tsx). */
import * as RadixDialog from "@radix-ui/react-dialog";
import styles from "./Dialog.module.css";
import type { DialogProps } from "./dialog-props";

/** Focus is trapped and restored, Escape and the overlay close it. */
export default function DialogModal({ open, onOpenChange, title, children, actions }: DialogProps) {
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

import type { ReactNode } from "react";

/** A Dialog's props, apart so that the lazily loaded DialogModal shares them without importing Dialog back. */
export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** The message under the title. */
  readonly children?: ReactNode;
  /** Buttons at the bottom (the closing one a `<DialogCloseButton>`). */
  readonly actions: ReactNode;
}

import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "#web/components/toast/Toaster.tsx";

/** Renders a form or page with the site's toaster beside it, as the shell does, so its toasts show. */
export function renderWithToaster(ui: ReactElement) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

import panel from "./FormPanel.module.css";

/** A message about the whole form (e.g. wrong credentials), announced when it appears. */
export function FormError({ message }: { readonly message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={panel.error} role="alert">
      {message}
    </p>
  );
}

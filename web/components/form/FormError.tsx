import panel from "./FormPanel.module.css";
import { useFieldMessage } from "./field-message";

/**
 * A message about the whole form (e.g. wrong credentials), announced when it appears. A field
 * rule's message (the Worker's answer to a bad field) is shown in the page's language.
 */
export function FormError({ message }: { readonly message: string | null | undefined }) {
  const translate = useFieldMessage();
  if (!message) return null;
  return (
    <p className={panel.error} role="alert">
      {translate(message)}
    </p>
  );
}

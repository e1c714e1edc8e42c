import { useState } from "react";
import { useMessages } from "#web/i18n/messages.ts";
import { formsMessages } from "./forms-messages";
import styles from "./PasswordField.module.css";
import { TextField, type TextFieldProps } from "./TextField";

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "multiline" | "adornment">) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(formsMessages);
  const label = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("password_hide_label", { label }) : t("password_show_label", { label })}
          aria-pressed={visible}
        >
          {visible ? t("password_hide") : t("password_show")}
        </button>
      }
    />
  );
}

import { useState } from "react";
import styles from "./PasswordField.module.css";
import { TextField, type TextFieldProps } from "./TextField";

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "multiline" | "adornment">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}

import { TextField, type TextFieldProps } from "./TextField";

type Props = Omit<TextFieldProps, "name" | "type" | "inputMode" | "autoComplete" | "multiline" | "required"> & {
  /** "username" where the address signs in (password managers pair it with the password). */
  readonly autoComplete?: "email" | "username";
};

/** Every form's email address: a required email input with the email keyboard on phones. */
export function EmailField({ autoComplete = "email", ...props }: Props) {
  return <TextField {...props} name="email" type="email" inputMode="email" autoComplete={autoComplete} required />;
}

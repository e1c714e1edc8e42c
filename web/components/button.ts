import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "outline";

/** Class names of the site's button look, for <button>, <a> and <Link> alike. */
export function buttonClass(variant: ButtonVariant = "primary", size: "normal" | "large" = "normal"): string {
  return [styles.button, styles[variant], size === "large" ? styles.large : ""].filter(Boolean).join(" ");
}

import { Menu, MenuButton, type MenuInstance, MenuItem } from "@szhsin/react-menu";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";
import { ExternalIcon } from "#web/components/icons.tsx";
import type { NavMenu } from "#web/content/navigation.ts";
import { rememberLanguage } from "#web/i18n/languages.ts";
import { Badge } from "./Badge";
import styles from "./TopBar.module.css";

export interface DropdownMenuProps {
  readonly menu: NavMenu;
  readonly align?: "start" | "end";
  readonly buttonClassName: string | undefined;
  readonly buttonLabel?: string;
  /** The button's content (label, badge, chevron or icon). */
  readonly children: ReactNode;
}

/** What the user did to the stand-in button before this chunk arrived, to carry over. */
export type EarlyAction = "open" | "open-by-keyboard" | "focus" | undefined;

const menuClass = ({ state }: { state?: string }) =>
  state === "opening" || state === "open" ? `${styles.menu} ${styles.menuOpen}` : `${styles.menu}`;
const itemClass = ({ hover }: { hover: boolean }) => (hover ? `${styles.item} ${styles.itemHover}` : `${styles.item}`);

/**
 * A menu button and its items (an accessible menu: arrows, Home/End, Escape, typeahead). Its
 * own chunk, loaded right after hydration (see TopBar's stand-in button), so the menu library is
 * not first-load JavaScript.
 */
export default function DropdownMenu({
  menu,
  align = "start",
  buttonClassName,
  buttonLabel,
  children,
  earlyAction,
}: DropdownMenuProps & { readonly earlyAction?: EarlyAction }) {
  const [, navigate] = useLocation();
  const instance = useRef<MenuInstance>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Mount only: replays a click or keeps the focus the stand-in button had. A layout effect, in
  // the commit that removes the stand-in: with a passive effect the focus sat on the body until
  // the next task, and an Enter pressed then was lost (seen in the e2e keyboard test).
  // biome-ignore lint/correctness/useExhaustiveDependencies: earlyAction is read once, when this replaces the stand-in.
  useLayoutEffect(() => {
    // As react-menu does for its own button: a keyboard click focuses the first item.
    if (earlyAction === "open") instance.current?.openMenu();
    else if (earlyAction === "open-by-keyboard") instance.current?.openMenu("first");
    else if (earlyAction === "focus") button.current?.focus();
  }, []);
  return (
    <Menu
      instanceRef={instance}
      menuButton={
        <MenuButton ref={button} className={buttonClassName} {...(buttonLabel ? { "aria-label": buttonLabel } : {})}>
          {children}
        </MenuButton>
      }
      menuClassName={menuClass}
      align={align}
      gap={6}
      portal
      transition={false}
    >
      {menu.items.map((item) => {
        const { target } = item;
        const internal = target.kind === "internal";
        const language = target.kind === "language" ? target.locale : undefined;
        return (
          <MenuItem
            key={item.label}
            className={itemClass}
            href={internal ? target.to : target.href}
            {...(target.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            {...(language ? { hrefLang: language, lang: language } : {})}
            onClick={(event) => {
              // A language is a whole page load (its own <html lang>), remembered as the visitor's choice.
              if (language) rememberLanguage(language);
              if (!internal) return;
              // Internal targets navigate inside the SPA instead of reloading the page.
              event.syntheticEvent.preventDefault();
              navigate(target.to);
            }}
          >
            <span>{item.label}</span>
            {item.badge && <Badge value={item.badge} />}
            {target.kind === "external" && <ExternalIcon className={styles.external} />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}

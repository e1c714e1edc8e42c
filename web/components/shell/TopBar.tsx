import { type ComponentType, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { AccountIcon, ChevronDownIcon, GlobeIcon, LogoMark } from "#web/components/icons.tsx";
import { NavLink } from "#web/components/NavLink.tsx";
import { getStarted, languageMenu, signInMenu, topMenus } from "#web/content/navigation.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { useLanguageLinks } from "#web/i18n/use-language-links.ts";
import { Badge } from "./Badge";
import type { DropdownMenuProps, EarlyAction } from "./DropdownMenu";
import styles from "./TopBar.module.css";

type MenuComponent = ComponentType<DropdownMenuProps & { readonly earlyAction?: EarlyAction }>;
let menuChunk: Promise<MenuComponent> | undefined;
const loadMenu = () => {
  menuChunk ??= import("./DropdownMenu").then((m) => m.default);
  return menuChunk;
};

/**
 * A menu of the top bar. The page is prerendered and hydrated with a plain button of the same
 * markup; the menu library arrives in its own chunk right after hydration and replaces it. Not a
 * lazy component under Suspense: React drops clicks on a boundary still waiting for its code,
 * whereas this stand-in is hydrated with the shell and hands an early click or focus over.
 */
function TopMenu(props: DropdownMenuProps) {
  const [Menu, setMenu] = useState<MenuComponent>();
  const standIn = useRef<HTMLButtonElement>(null);
  const early = useRef<EarlyAction>(undefined);
  useEffect(() => {
    let mounted = true;
    void loadMenu().then((component) => {
      if (!mounted) return;
      if (early.current === undefined && standIn.current === document.activeElement) early.current = "focus";
      setMenu(() => component);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (Menu) return <Menu {...props} earlyAction={early.current} />;
  return (
    <button
      ref={standIn}
      type="button"
      className={props.buttonClassName}
      aria-haspopup="true"
      aria-expanded="false"
      {...(props.buttonLabel ? { "aria-label": props.buttonLabel } : {})}
      onClick={(event) => {
        // A click from Enter or Space has no pointer detail.
        early.current = event.detail === 0 ? "open-by-keyboard" : "open";
      }}
    >
      {props.children}
    </button>
  );
}

/** The site's top bar; below the lg breakpoint it is compact (no logo, no Get started). */
export function TopBar() {
  const words = { t: useMessages(shellMessages), locale: useLocale() };
  const { t, locale } = words;
  const links = useLanguageLinks();
  const start = getStarted(words);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={pathTo("home", {}, locale)} className={styles.logo} aria-label={t("home_link")}>
          <LogoMark width={32} height={32} />
          <span>TickSim</span>
        </Link>
        <nav className={styles.menus} aria-label={t("main_nav")}>
          {topMenus(words).map((menu) => (
            <TopMenu key={menu.label} menu={menu} buttonClassName={styles.trigger}>
              {menu.label}
              {menu.badge && <Badge value={menu.badge} />}
              <ChevronDownIcon className={styles.chevron} />
            </TopMenu>
          ))}
        </nav>
        <div className={styles.actions}>
          <TopMenu
            menu={languageMenu(words, links)}
            align="end"
            buttonClassName={`${styles.iconTrigger} ${styles.language}`}
            buttonLabel={t("language")}
          >
            <GlobeIcon />
          </TopMenu>
          <TopMenu menu={signInMenu(words)} align="end" buttonClassName={styles.iconTrigger} buttonLabel={t("account")}>
            <AccountIcon />
          </TopMenu>
          <NavLink target={start.target} className={styles.getStarted}>
            {start.label}
          </NavLink>
        </div>
      </div>
    </header>
  );
}

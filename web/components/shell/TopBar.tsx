import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { getStarted, signInMenu, topMenus } from "../../content/navigation";
import { pathTo } from "../../routes/meta";
import { AccountIcon, ChevronDownIcon, LogoMark } from "../icons";
import { NavLink } from "../NavLink";
import { Badge } from "./Badge";
import type { DropdownMenuProps } from "./DropdownMenu";
import styles from "./TopBar.module.css";

const DropdownMenu = lazy(() => import("./DropdownMenu"));

/**
 * A menu of the top bar. Prerendered pages keep the server's button markup until the menu
 * chunk has loaded and hydrated it; a client-only render shows this inert button meanwhile.
 */
function TopMenu(props: DropdownMenuProps) {
  const placeholder = (
    <button
      type="button"
      className={props.buttonClassName}
      aria-haspopup="true"
      aria-expanded="false"
      {...(props.buttonLabel ? { "aria-label": props.buttonLabel } : {})}
    >
      {props.children}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <DropdownMenu {...props} />
    </Suspense>
  );
}

/** The site's top bar; below the lg breakpoint it is compact (no logo, no Get started). */
export function TopBar() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={pathTo("home")} className={styles.logo} aria-label="TickSim home">
          <LogoMark width={32} height={32} />
          <span>TickSim</span>
        </Link>
        <nav className={styles.menus} aria-label="Main">
          {topMenus.map((menu) => (
            <TopMenu key={menu.label} menu={menu} buttonClassName={styles.trigger}>
              {menu.label}
              {menu.badge && <Badge value={menu.badge} />}
              <ChevronDownIcon className={styles.chevron} />
            </TopMenu>
          ))}
        </nav>
        <div className={styles.actions}>
          <TopMenu menu={signInMenu} align="end" buttonClassName={styles.iconTrigger} buttonLabel="Account">
            <AccountIcon />
          </TopMenu>
          <NavLink target={getStarted.target} className={styles.getStarted}>
            {getStarted.label}
          </NavLink>
        </div>
      </div>
    </header>
  );
}

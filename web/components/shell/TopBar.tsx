import { Menu, MenuButton, MenuItem } from "@szhsin/react-menu";
import { Link, useLocation } from "wouter";
import { getStarted, type NavMenu, signInMenu, topMenus } from "../../content/navigation";
import { pathTo } from "../../routes/meta";
import { AccountIcon, ChevronDownIcon, ExternalIcon, LogoMark } from "../icons";
import { NavLink } from "../NavLink";
import styles from "./TopBar.module.css";

/** The red notification badge; screen readers hear "(1 new)" after the label. */
function Badge({ value }: { value: string }) {
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">({value} new)</span>
    </>
  );
}

const menuClass = ({ state }: { state?: string }) =>
  state === "opening" || state === "open" ? `${styles.menu} ${styles.menuOpen}` : `${styles.menu}`;
const itemClass = ({ hover }: { hover: boolean }) => (hover ? `${styles.item} ${styles.itemHover}` : `${styles.item}`);

/** A menu button and its items (an accessible menu: arrows, Home/End, Escape, typeahead). */
function DropdownMenu({
  menu,
  button,
  align = "start",
}: {
  menu: NavMenu;
  button: React.ReactElement;
  align?: "start" | "end";
}) {
  const [, navigate] = useLocation();
  return (
    <Menu menuButton={button} menuClassName={menuClass} align={align} gap={6} portal transition={false}>
      {menu.items.map((item) => {
        const { target } = item;
        const internal = target.kind === "internal";
        return (
          <MenuItem
            key={item.label}
            className={itemClass}
            href={internal ? target.to : target.href}
            {...(internal ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            onClick={(event) => {
              if (!internal) return;
              // Internal targets navigate inside the SPA instead of reloading the page.
              event.syntheticEvent.preventDefault();
              navigate(target.to);
            }}
          >
            <span>{item.label}</span>
            {item.badge && <Badge value={item.badge} />}
            {!internal && <ExternalIcon className={styles.external} />}
          </MenuItem>
        );
      })}
    </Menu>
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
            <DropdownMenu
              key={menu.label}
              menu={menu}
              button={
                <MenuButton className={styles.trigger}>
                  {menu.label}
                  {menu.badge && <Badge value={menu.badge} />}
                  <ChevronDownIcon className={styles.chevron} />
                </MenuButton>
              }
            />
          ))}
        </nav>
        <div className={styles.actions}>
          <DropdownMenu
            menu={signInMenu}
            align="end"
            button={
              <MenuButton className={styles.iconTrigger} aria-label="Account">
                <AccountIcon />
              </MenuButton>
            }
          />
          <NavLink target={getStarted.target} className={styles.getStarted}>
            {getStarted.label}
          </NavLink>
        </div>
      </div>
    </header>
  );
}

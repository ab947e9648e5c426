import type { LinkView } from './link.view.js';

/** A navigation's links as a list, the one leading to the page shown marked as the current page. */
export function NavLinkList({ links, listClassName, linkClassName }: { links: readonly LinkView[]; listClassName: string; linkClassName: string }) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={linkClassName} href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

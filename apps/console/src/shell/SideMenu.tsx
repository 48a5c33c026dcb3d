import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuNode } from '../catalogue/model';
import { useText, useTitle } from '../i18n';
import { MenuIcon } from './icons';

const Nav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
  padding: var(--ops-space-2);
  font-size: var(--ops-font-size-sm);

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-inline-start: ${({ $collapsed }) => ($collapsed ? '0' : 'var(--ops-space-4)')};
  }
  a,
  button {
    display: flex;
    gap: var(--ops-space-2);
    align-items: center;
    width: 100%;
    min-height: 36px;
    padding: var(--ops-space-1) var(--ops-space-2);
    border: 0;
    border-radius: var(--ops-radius-sm);
    background: none;
    color: var(--ops-color-text);
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: var(--ops-color-surface-sunken);
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--ops-color-focus);
    outline-offset: -2px;
  }
  a[aria-current='page'] {
    background: var(--ops-color-primary-subtle);
    color: var(--ops-color-primary);
    font-weight: var(--ops-font-weight-medium);
  }
  .label {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chevron {
    transition: transform var(--ops-duration-fast);
  }
  button[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
`;

function contains(node: MenuNode, pathname: string): boolean {
  if (node.entry.kind === 'route' && pathname.startsWith(node.entry.path.split('/:')[0] ?? node.entry.path))
    return true;
  return node.children.some((child) => contains(child, pathname));
}

function Item({ node, collapsed, depth }: { node: MenuNode; collapsed: boolean; depth: number }) {
  const title = useTitle();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => contains(node, pathname));
  const name = title(node.entry.title);
  const icon = depth === 0 ? <MenuIcon name={node.entry.icon} /> : null;
  if (node.entry.kind === 'route' && node.children.length === 0) {
    return (
      <li>
        <NavLink to={node.entry.path} end title={collapsed ? name : undefined}>
          {icon}
          {collapsed && depth === 0 ? (
            <span className="visually-hidden">{name}</span>
          ) : (
            <span className="label">{name}</span>
          )}
        </NavLink>
      </li>
    );
  }
  const listId = `menu-${node.entry.key}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        title={collapsed ? name : undefined}
      >
        {icon}
        {collapsed && depth === 0 ? (
          <span className="visually-hidden">{name}</span>
        ) : (
          <>
            <span className="label">{name}</span>
            <svg className="chevron" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </>
        )}
      </button>
      {open ? (
        <ul id={listId}>
          {node.entry.kind === 'route' ? (
            <li>
              <NavLink to={node.entry.path} end>
                <span className="label">{name}</span>
              </NavLink>
            </li>
          ) : null}
          {node.children.map((child) => (
            <Item key={child.entry.key} node={child} collapsed={collapsed} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The menu built from the catalogue and filtered for the user: groups open on click, the current page marked. */
export function SideMenu({ menu, collapsed }: { menu: readonly MenuNode[]; collapsed: boolean }) {
  const t = useText();
  return (
    <Nav aria-label={t('shell.menu')} $collapsed={collapsed}>
      <ul>
        {menu.map((node) => (
          <Item key={node.entry.key} node={node} collapsed={collapsed} depth={0} />
        ))}
      </ul>
    </Nav>
  );
}

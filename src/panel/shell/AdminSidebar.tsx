import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { MessageKey } from '@lib/i18n/translate';
import { ADMIN_MENU, filterMenu, flattenMenu, moduleOf, type MenuItem } from '@lib/permissions';
import { matchesSearch } from '@lib/search';
import { $adminGroup, $adminLevel, $adminOverlay, $adminSearch, openAdminGroup } from '@stores/admin-shell';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { useT } from '../hooks';

/** Admin sidebar (SPEC "Admin area"): three widths, a 240px second panel and a search over labels. */
export function AdminSidebar({ pathname }: { pathname: string }) {
  const t = useT();
  const level = useStore($adminLevel).level;
  const overlay = useStore($adminOverlay);
  const groupId = useStore($adminGroup);
  const search = useStore($adminSearch);
  const menu = filterMenu(ADMIN_MENU, useStore($permissionSet));
  const current = moduleOf(ADMIN_MENU, pathname);
  useEffect(() => {
    if (current?.children) openAdminGroup(current.id);
  }, [current?.id]);

  const effectiveLevel = overlay ? 2 : level;
  const group = menu.find((item) => item.id === groupId && item.children);
  const matches = search.trim() ? flattenMenu(menu).filter((item) => item.path && matchesSearch(t(item.label as MessageKey), search)) : null;
  const closeOverlay = () => $adminOverlay.set(false);

  return (
    <>
      {overlay && <div className="drawer-backdrop admin-backdrop" onClick={closeOverlay} aria-hidden="true" data-testid="admin-overlay" />}
      <nav className={`admin-sidebar level-${effectiveLevel}${overlay ? ' overlay' : ''}`} aria-label={t('shell.mainMenu')} data-testid="admin-sidebar" data-level={effectiveLevel} hidden={effectiveLevel === 0 && !overlay}>
        <ul className="admin-rail" role="list">
          {menu.map((item) => {
            const active = current?.id === item.id;
            const inner = (<><Icon name={item.icon ?? 'box'} /><span className="admin-rail-label">{t(item.label as MessageKey)}</span></>);
            return (
              <li key={item.id}>
                {item.children
                  ? <button type="button" className={`admin-rail-item${active ? ' active' : ''}`} aria-expanded={groupId === item.id && effectiveLevel === 2} onClick={() => openAdminGroup(item.id)} title={t(item.label as MessageKey)}>{inner}</button>
                  : <a href={item.path} className={`admin-rail-item${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={closeOverlay} title={t(item.label as MessageKey)}>{inner}</a>}
              </li>
            );
          })}
        </ul>
        {effectiveLevel === 2 && (
          <div className="admin-panel2" data-testid="admin-panel2">
            <input type="search" className="input" placeholder={t('shell.admin.search')} aria-label={t('shell.admin.search')} value={search} onChange={(event) => $adminSearch.set(event.target.value)} data-testid="admin-search" />
            {matches ? (
              <ul role="list" className="admin-links">
                {matches.length === 0 && <li className="muted">{t('shell.admin.noMatch')}</li>}
                {matches.map((item) => <AdminLink key={item.id} item={item} pathname={pathname} onNavigate={closeOverlay} />)}
              </ul>
            ) : group ? (
              <>
                <h2 className="subpanel-title">{t(group.label as MessageKey)}</h2>
                <ul role="list" className="admin-links">
                  {flattenMenu(group.children!).map((item) => <AdminLink key={item.id} item={item} pathname={pathname} onNavigate={closeOverlay} nested={!group.children!.includes(item)} />)}
                </ul>
              </>
            ) : (
              menu.filter((item) => item.children).map((item) => (
                <div key={item.id}>
                  <h2 className="subpanel-title">{t(item.label as MessageKey)}</h2>
                  <ul role="list" className="admin-links">
                    {flattenMenu(item.children!).map((child) => <AdminLink key={child.id} item={child} pathname={pathname} onNavigate={closeOverlay} nested={!item.children!.includes(child)} />)}
                  </ul>
                </div>
              ))
            )}
          </div>
        )}
      </nav>
    </>
  );
}

function AdminLink({ item, pathname, onNavigate, nested }: { item: MenuItem; pathname: string; onNavigate: () => void; nested?: boolean }) {
  const t = useT();
  const active = item.path === pathname;
  return (
    <li>
      <a href={item.path} className={`sub-item${active ? ' active' : ''}${nested ? ' nested' : ''}`} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {item.children && <Icon name="chevron" size={14} />}<span>{t(item.label as MessageKey)}</span>
      </a>
    </li>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { filterMenu, ISLETME_MENU, moduleOf, type MenuItem } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { $drawerOpen, $menuLevel, $openModule, closeDrawer, openModule } from '@stores/shell';
import { Icon } from '@panel/ui/Icon';
import { useT } from '../hooks';

/**
 * Business side menu: level 1 is the module rail, level 2 adds the open module's screens.
 * Under 768px the same menu is a drawer.
 */
export function SideMenu({ pathname }: { pathname: string }) {
  const permissions = useStore($permissionSet);
  const level = useStore($menuLevel).level;
  const drawerOpen = useStore($drawerOpen);
  const openId = useStore($openModule);
  const t = useT();
  const menu = filterMenu(ISLETME_MENU, permissions);
  const current = moduleOf(ISLETME_MENU, pathname);

  // opening a screen of a module opens that module's level 2
  useEffect(() => {
    if (current?.children) openModule(current.id);
  }, [current?.id]);

  const open = menu.find((item) => item.id === openId && item.children);
  const showPanel = (level === 2 || drawerOpen) && open;

  function onModuleClick(item: MenuItem) {
    if (item.children) openModule(item.id);
    else closeDrawer();
  }

  return (
    <nav id="side-menu" className={`sidemenu level-${level}${drawerOpen ? ' drawer-open' : ''}`} aria-label={t('shell.mainMenu')} data-testid="side-menu" data-level={level}>
      <ul className="rail" role="list">
        {menu.map((item) => {
          const active = current?.id === item.id;
          const content = (<><Icon name={item.icon ?? 'box'} /><span className="rail-label">{t(item.label as never)}</span></>);
          return (
            <li key={item.id}>
              {item.children ? (
                <button type="button" className={`rail-item${active ? ' active' : ''}${openId === item.id ? ' open' : ''}`} aria-expanded={openId === item.id && Boolean(showPanel)} onClick={() => onModuleClick(item)} data-testid={`module-${item.id}`}>
                  {content}
                </button>
              ) : (
                <a href={item.path} className={`rail-item${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onModuleClick(item)} data-testid={`module-${item.id}`}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {showPanel && open && (
        <div className="subpanel" data-testid="submenu">
          <h2 className="subpanel-title">{t(open.label as never)}</h2>
          <ul role="list">
            {open.children!.map((child) => <SubItem key={child.id} item={child} pathname={pathname} />)}
          </ul>
        </div>
      )}
    </nav>
  );
}

function SubItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const t = useT();
  const active = item.path === pathname;
  return (
    <li>
      <a href={item.path} className={`sub-item${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={closeDrawer}>
        {/* a leaf opens its screen: no chevron (only groups have one) */}
        <span>{t(item.label as never)}</span>
      </a>
    </li>
  );
}

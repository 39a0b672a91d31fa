import '@lib/i18n/ayarlar';
import { useMemo, useState } from 'react';
import type { MessageKey } from '@lib/i18n/translate';
import { allPermissionKeys, yetkiEkranlari, type MenuItem } from '@lib/permissions';
import { matchesSearch } from '@lib/search';
import { useT } from '../hooks';

/** The permission tree as checkboxes: a screen's access key plus its action suffixes. */
export function PermissionTreeEditor({ tree, value, onChange }: { tree: readonly MenuItem[]; value: ReadonlySet<string>; onChange: (next: Set<string>) => void }) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const modules = tree.filter((item) => item.permission || item.children);

  function toggle(keys: string[], on: boolean) {
    const next = new Set(value);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  }

  const verilebilir = useMemo(() => new Set(yetkiEkranlari(tree)), [tree]);
  const screens = (item: MenuItem): MenuItem[] => (item.children ? item.children.flatMap((child) => [child, ...(child.children ?? [])]) : [item]).filter((node) => verilebilir.has(node));

  return (
    <div className="perm-tree">
      <div className="perm-toolbar">
        <input type="search" className="input" placeholder={t('ayarlar.yetki.filter')} aria-label={t('ayarlar.yetki.filter')} value={filter} onChange={(event) => setFilter(event.target.value)} />
        <button type="button" className="btn btn-small" onClick={() => onChange(new Set(allPermissionKeys(tree)))}>{t('ayarlar.yetki.selectAll')}</button>
        <button type="button" className="btn btn-small" onClick={() => onChange(new Set())}>{t('ayarlar.yetki.clearAll')}</button>
      </div>
      {modules.map((module) => {
        const list = screens(module).filter((node) => matchesSearch(t(node.label as MessageKey), filter) || matchesSearch(t(module.label as MessageKey), filter));
        if (list.length === 0) return null;
        const keys = allPermissionKeys([module]);
        const checked = keys.filter((key) => value.has(key)).length;
        return (
          <fieldset key={module.id} className="perm-module">
            <legend>
              <label className="check">
                <input type="checkbox" checked={checked === keys.length} ref={(el) => { if (el) el.indeterminate = checked > 0 && checked < keys.length; }} onChange={(event) => toggle(keys, event.target.checked)} />
                <span>{t(module.label as MessageKey)}</span>
              </label>
            </legend>
            {list.map((node) => (
              <div key={node.id} className="perm-screen">
                <label className="check perm-screen-name">
                  <input type="checkbox" checked={value.has(node.permission!)} onChange={(event) => toggle(event.target.checked ? [node.permission!] : [node.permission!, ...(node.actions ?? [])], event.target.checked)} data-key={node.permission} />
                  <span>{t(node.label as MessageKey)}</span>
                </label>
                <div className="perm-actions">
                  {(node.actions ?? []).map((action) => {
                    const suffix = action.slice(node.permission!.length + 1);
                    return (
                      <label key={action} className="check chip">
                        <input type="checkbox" checked={value.has(action)} onChange={(event) => toggle(event.target.checked ? [action, node.permission!] : [action], event.target.checked)} data-key={action} />
                        <span>{t(`action.${suffix}` as MessageKey)}</span>
                      </label>
                    );
                  })}
                </div>
              </div>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { ADMIN_MENU, ISLETME_MENU } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { YetkiSetleriManager } from '@panel/components/YetkiSetleriManager';
import { useT } from '@panel/hooks';

/** /admin/ayarlar/yetki-setleri: platform-wide templates and admin sets. */
export default function AdminYetkiSetleriScreen() {
  const t = useT();
  const can = useStore($permissionSet).has('admin:ayarlar:yetki-setleri');
  return (
    <YetkiSetleriManager
      base="/admin/yetki-setleri"
      title={t('menu.admin.ayarlar.yetkiSetleri')}
      subtitle={t('ayarlar.yetki.adminSubtitle')}
      treeFor={(kapsam) => (kapsam === 'admin' ? ADMIN_MENU : ISLETME_MENU)}
      scopes={['isletme', 'admin']}
      can={{ ekle: can, guncelle: can, sil: can }}
    />
  );
}

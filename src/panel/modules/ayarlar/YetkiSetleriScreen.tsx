import { useStore } from '@nanostores/react';
import { ISLETME_MENU } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { YetkiSetleriManager } from '@panel/components/YetkiSetleriManager';
import { useT } from '@panel/hooks';

const KEY = 'isletme:ayarlar:yonetim:yetki';

/** /isletme/ayarlar/yonetim/yetki: the venue's permission sets. */
export default function YetkiSetleriScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const venue = useStore($session).selectedIsletmeId;
  return (
    <YetkiSetleriManager
      key={venue ?? 0}
      base="/isletme/yetki-setleri"
      templatesPath={can.has(`${KEY}:ekle`) ? '/isletme/yetki-setleri/sablonlar' : undefined}
      title={t('menu.ayarlar.yetki')}
      subtitle={t('ayarlar.yetki.subtitle')}
      treeFor={() => ISLETME_MENU}
      scopes={['isletme']}
      can={{ ekle: can.has(`${KEY}:ekle`), guncelle: can.has(`${KEY}:guncelle`), sil: can.has(`${KEY}:sil`) }}
    />
  );
}

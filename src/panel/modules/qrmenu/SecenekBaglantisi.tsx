import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** The product and category forms' way to the options screen (only for who may open it). */
export function SecenekBaglantisi() {
  const t = useT();
  const can = useStore($permissionSet);
  if (!can.has('isletme:qrmenu:secenekler')) return null;
  return <p className="qm-small"><a href="/isletme/qrmenu/secenekler" data-testid="secenek-baglanti"><Icon name="gear" size={14} /> {t('qrmenu.secenek.baglanti')}</a></p>;
}

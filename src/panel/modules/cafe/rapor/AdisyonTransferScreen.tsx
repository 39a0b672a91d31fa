import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import { ADISYON_TRANSFER_KEY } from '@api/cafe/gun';
import { useT } from '@panel/hooks';
import { TransferLog } from './TransferLog';

/** /isletme/qrmenu/cafe-yonetim/masa-takip/loglar/adisyontransfer: lines moved between checks. */
export default function AdisyonTransferScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  return <TransferLog log="adisyon" title={t('menu.cafe.adisyonTransfer')} aktarabilir={can.has(`${ADISYON_TRANSFER_KEY}:disa-aktar`)} />;
}

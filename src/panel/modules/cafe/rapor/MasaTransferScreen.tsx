import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import { MASA_TRANSFER_KEY } from '@api/cafe/gun';
import { useT } from '@panel/hooks';
import { TransferLog } from './TransferLog';

/** /isletme/qrmenu/cafe-yonetim/masa-takip/loglar/masatransfer: table moves and merges. */
export default function MasaTransferScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  return <TransferLog log="masa" title={t('menu.cafe.masaTransfer')} aktarabilir={can.has(`${MASA_TRANSFER_KEY}:disa-aktar`)} />;
}

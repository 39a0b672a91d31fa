import { useStore } from '@nanostores/react';
import { metin } from '@lib/menu/text';
import { $lang } from '@stores/language';
import { alanIsareti, Bolum, type BolumProps } from './ortak';
import { Secim } from './Secim';

/** Ordering from the table's QR menu: on/off, every guest order waits for staff, which categories and areas may order. */
export function QrSiparisBolumu(p: BolumProps) {
  const { taslak, t } = p;
  const lang = useStore($lang);
  return (
    <Bolum id="qr-siparis" baslik={t('parametre.qrSiparis.baslik')}>
      <label className="prm-secim">
        <input type="checkbox" name="qrSiparis" checked={taslak.qrSiparis} disabled={p.salt} onChange={(event) => p.set({ qrSiparis: event.target.checked })}
          {...alanIsareti('qrSiparis', p.hatalar, 'prm-qr-siparis-aciklama')} data-testid="prm-qrSiparis" />
        <span>{t('parametre.alan.qrSiparis')}</span>
      </label>
      <p id="prm-qr-siparis-aciklama" className="prm-aciklama">{t('parametre.qrSiparis.aciklama')}</p>
      {taslak.qrSiparis && (
        <>
          <label className="prm-secim">
            <input type="checkbox" name="qrSiparisOnay" checked={taslak.qrSiparisOnay} disabled={p.salt} onChange={(event) => p.set({ qrSiparisOnay: event.target.checked })}
              {...alanIsareti('qrSiparisOnay', p.hatalar)} data-testid="prm-qrSiparisOnay" />
            <span>{t('parametre.alan.qrSiparisOnay')}</span>
          </label>
          <Secim alan="qrSiparisKategoriler" legend={t('parametre.alan.qrSiparisKategoriler')} hatalar={p.hatalar} salt={p.salt}
            secenekler={taslak.kategoriler.map((k) => ({ value: k.id, label: metin(k.ad, lang) }))} deger={taslak.qrSiparisKategoriler ?? []}
            onChange={(next) => p.set({ qrSiparisKategoriler: next.length ? next : null })} ipucu={t('parametre.qrSiparis.hepsiIpucu')} />
          <Secim alan="qrSiparisAlanlar" legend={t('parametre.alan.qrSiparisAlanlar')} hatalar={p.hatalar} salt={p.salt}
            secenekler={taslak.qrAlanlari.map((a) => ({ value: a.id, label: a.ad }))} deger={taslak.qrSiparisAlanlar ?? []}
            onChange={(next) => p.set({ qrSiparisAlanlar: next.length ? next : null })} ipucu={t('parametre.qrSiparis.hepsiIpucu')} />
        </>
      )}
    </Bolum>
  );
}

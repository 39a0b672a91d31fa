import '@lib/i18n/randevu';
import '@styles/randevu-bekleme.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { beklemeApi } from '@api/randevu/bekleme';
import { hataMetni } from '@api/client';
import { islem } from '@api/islem';
import type { BeklemeListesi, BeklemeSatiri } from '@lib/schemas/randevu/bekleme';
import type { GonderimKanali } from '@lib/schemas/randevu/hatirlatma';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { onayla } from '@stores/onay';
import { toast } from '@stores/toasts';
import { LoadError } from '@panel/ui/LoadError';
import { useTx } from '@panel/ui/useTx';
import { useZaman } from '@panel/ui/useZaman';
import { useApiData } from '@panel/useApiData';
import { BeklemeAyarDialog, BeklemeDialog } from './BeklemeDialog';

const EKRAN = 'isletme:randevutakip:bekleme-listesi';

/**
 * /isletme/randevutakip/bekleme-listesi: who waits for which service and time; a freed slot becomes an offer, and one
 * tap opens WhatsApp or SMS with its link (the server sends nothing).
 */
export default function BeklemeScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, loading, reload } = useApiData<BeklemeListesi>(beklemeApi.liste);
  const z = useZaman(data?.saatDilimi);
  const [dialog, setDialog] = useState<{ satir: BeklemeSatiri | null } | null>(null);
  const [ayarAcik, setAyarAcik] = useState(false);
  const [guncel, setGuncel] = useState<Record<number, BeklemeSatiri>>({});
  useEffect(() => setGuncel({}), [data]);
  const [hazir, setHazir] = useState<Record<number, { kanal: GonderimKanali; adres: string; metin: string }>>({});

  async function gonder(s: BeklemeSatiri, kanal: GonderimKanali) {
    try {
      const sonuc = await withLoader(() => beklemeApi.gonder(s.id, kanal));
      setHazir((h) => ({ ...h, [s.id]: { kanal, adres: sonuc.adres, metin: sonuc.metin } }));
      setGuncel((g) => ({ ...g, [s.id]: sonuc.satir }));
      if (kanal === 'whatsapp') window.open(sonuc.adres, '_blank', 'noopener,noreferrer');
      else location.href = sonuc.adres;
    } catch (caught) {
      toast('error', hataMetni(caught));
      void reload();
    }
  }
  async function kaldir(s: BeklemeSatiri) {
    if (!(await onayla(t('randevu.bekleme.kaldirSoru', { ad: s.adSoyad }), { onayMetni: t('randevu.bekleme.kaldir'), tehlikeli: true }))) return;
    if (await islem(() => beklemeApi.kaldir(s.id), t('randevu.bekleme.kaldirildiBildirim'))) void reload();
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const satirlar = data?.satirlar.map((s) => guncel[s.id] ?? s) ?? [];
  const acik = satirlar.filter((s) => s.durum === 'bekliyor' || s.durum === 'teklif');
  const kapali = satirlar.filter((s) => s.durum !== 'bekliyor' && s.durum !== 'teklif');
  const durumMetni = (s: BeklemeSatiri) => (s.durum === 'teklif' && s.teklif ? t('randevu.bekleme.durum.teklif', { zaman: z.saat(s.teklif.sonZaman) }) : t(`randevu.bekleme.durum.${s.durum}`));

  const kart = (s: BeklemeSatiri) => {
    const teklifAcik = s.durum === 'teklif' && s.teklif?.durum === 'acik';
    const h = hazir[s.id];
    return (
      <li key={s.id} className={`rb-kart ${s.durum}`} data-testid="rb-satir" data-bekleme={s.id}>
        <div className="rb-ana">
          <div className="rb-ust">
            <strong className="rb-ad">{s.adSoyad}</strong>
            <span className={`rb-durum ${s.durum}`} data-testid="rb-durum">{durumMetni(s)}</span>
          </div>
          <span className="rb-meta">
            <span>{s.hizmet.ad}{s.personel ? ` · ${s.personel.ad}` : ''}</span>
            <span>{t('randevu.bekleme.pencere', { tarih: z.gun(s.tarih), bas: s.pencereBas, bit: s.pencereBit })}</span>
            <span>{telefonGoster(s.telefon)}</span>
            <span>{t(`randevu.bekleme.kaynak.${s.kaynak}`)}</span>
          </span>
          {s.teklif && s.durum === 'teklif' && (
            <span className="rb-teklif" data-testid="rb-teklif">
              <strong>{t('randevu.bekleme.teklifSlot', { zaman: z.an(s.teklif.baslangic, 'gunAySaat'), personel: s.teklif.personel.ad })}</strong>
              <span className="rb-gonderim">
                {s.teklif.gonderim
                  ? t('randevu.bekleme.gonderildi', { kim: s.teklif.gonderim.kullanici ?? '–', zaman: z.an(s.teklif.gonderim.zaman, 'gunAySaat') })
                  : t('randevu.bekleme.gonderilmedi')}
              </span>
            </span>
          )}
        </div>
        <div className="rb-eylem">
          {teklifAcik && can.has(`${EKRAN}:guncelle`) && (
            <>
              <button type="button" className="btn btn-primary" onClick={() => void gonder(s, 'whatsapp')} aria-label={`${t('randevu.bekleme.whatsapp')}: ${s.adSoyad}`} data-testid="rb-whatsapp">{t('randevu.bekleme.whatsapp')}</button>
              <button type="button" className="btn" onClick={() => void gonder(s, 'sms')} aria-label={`${t('randevu.bekleme.sms')}: ${s.adSoyad}`} data-testid="rb-sms">{t('randevu.bekleme.sms')}</button>
            </>
          )}
          {s.durum !== 'randevu' && s.durum !== 'kaldirildi' && can.has(`${EKRAN}:guncelle`) && (
            <button type="button" className="btn" onClick={() => setDialog({ satir: s })} aria-label={`${t('randevu.bekleme.duzenle')}: ${s.adSoyad}`} data-testid="rb-duzenle">{t('randevu.bekleme.duzenle')}</button>
          )}
          {s.durum !== 'randevu' && s.durum !== 'kaldirildi' && can.has(`${EKRAN}:sil`) && (
            <button type="button" className="btn btn-danger" onClick={() => void kaldir(s)} aria-label={`${t('randevu.bekleme.kaldir')}: ${s.adSoyad}`} data-testid="rb-kaldir">{t('randevu.bekleme.kaldir')}</button>
          )}
        </div>
        {h && (
          <p className="rb-hazir" role="status">
            <a href={h.adres} target="_blank" rel="noopener noreferrer" data-testid="rb-besteci">{t('randevu.bekleme.besteciAc', { kanal: t(`randevu.bekleme.${h.kanal}`) })}</a>
            <span className="rb-mesaj" data-testid="rb-mesaj">{h.metin}</span>
          </p>
        )}
      </li>
    );
  };

  return (
    <section className="screen rb-screen" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.beklemeListesi')}</h1>
          {data && <p className="muted" data-testid="rb-teklif-dk-metni">{t('randevu.bekleme.teklifDkMetni', { dk: data.teklifDk })}</p>}
        </div>
        <div className="screen-actions">
          <button type="button" className="btn" onClick={() => setAyarAcik(true)} data-testid="rb-ayar">{t('randevu.bekleme.ayarlar')}</button>
          {can.has(`${EKRAN}:ekle`) && data && (
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ satir: null })} data-testid="rb-ekle">{t('randevu.bekleme.ekle')}</button>
          )}
        </div>
      </header>
      {data && satirlar.length === 0 && <p className="empty-lead" data-testid="rb-bos">{t('randevu.bekleme.bos')}</p>}
      {acik.length > 0 && (
        <section className="rb-grup" aria-labelledby="rb-grup-acik">
          <h2 id="rb-grup-acik">{t('randevu.bekleme.aktif')} <span className="rb-sayi">{acik.length}</span></h2>
          <ul className="rb-liste">{acik.map(kart)}</ul>
        </section>
      )}
      {kapali.length > 0 && (
        <section className="rb-grup" aria-labelledby="rb-grup-kapali">
          <h2 id="rb-grup-kapali">{t('randevu.bekleme.gecmis')} <span className="rb-sayi">{kapali.length}</span></h2>
          <ul className="rb-liste">{kapali.map(kart)}</ul>
        </section>
      )}
      {dialog && data && <BeklemeDialog liste={data} satir={dialog.satir} onClose={(degisti) => { setDialog(null); if (degisti) void reload(); }} />}
      {ayarAcik && data && <BeklemeAyarDialog teklifDk={data.teklifDk} duzenleyebilir={can.has(`${EKRAN}:guncelle`)} onClose={(degisti) => { setAyarAcik(false); if (degisti) void reload(); }} />}
    </section>
  );
}

import '@lib/i18n/randevu';
import '@styles/randevu-hatirlatma.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hatirlatmaApi } from '@api/randevu/hatirlatma';
import { hataMetni } from '@api/client';
import type { Grup } from '@lib/randevu/hatirlatma';
import type { GonderimKanali, HatirlatmaListesi, HatirlatmaSatiri } from '@lib/schemas/randevu/hatirlatma';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { LoadError } from '@panel/ui/LoadError';
import { useTx } from '@panel/ui/useTx';
import { useZaman } from '@panel/ui/useZaman';
import { useApiData } from '@panel/useApiData';
import { HatirlatmaAyarDialog } from './HatirlatmaAyarDialog';

const EKRAN = 'isletme:randevutakip:hatirlatmalar';
const GRUPLAR: Grup[] = ['gecikmis', 'bugun', 'yarin'];

/** /isletme/randevutakip/hatirlatmalar: the day's due reminders; one tap opens WhatsApp or SMS with the message. */
export default function HatirlatmalarScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, loading, reload } = useApiData<HatirlatmaListesi>(hatirlatmaApi.liste);
  const z = useZaman(data?.saatDilimi);
  const [ayarAcik, setAyarAcik] = useState(false);
  // rows answered by a send, shown until the next reload brings them
  const [guncel, setGuncel] = useState<Record<number, HatirlatmaSatiri>>({});
  useEffect(() => setGuncel({}), [data]);
  const [hazir, setHazir] = useState<Record<number, { kanal: GonderimKanali; adres: string; metin: string }>>({});
  const gonderebilir = can.has(`${EKRAN}:gonder`);

  async function gonder(s: HatirlatmaSatiri, kanal: GonderimKanali) {
    // WhatsApp opens in a new tab; the SMS app takes over the sms: address without leaving the panel
    try {
      const sonuc = await withLoader(() => hatirlatmaApi.gonder(s.randevuId, kanal));
      setHazir((h) => ({ ...h, [s.randevuId]: { kanal, adres: sonuc.adres, metin: sonuc.metin } }));
      setGuncel((g) => ({ ...g, [s.randevuId]: sonuc.satir }));
      if (kanal === 'whatsapp') window.open(sonuc.adres, '_blank', 'noopener,noreferrer');
      else location.href = sonuc.adres;
    } catch (caught) {
      toast('error', hataMetni(caught));
      void reload();
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const zamanMetni = data ? (data.zamanlama === 'onceki_gun' ? t('randevu.hatirlatma.zaman.oncekiGun', { saat: data.saat }) : t('randevu.hatirlatma.zaman.saatOnce', { saat: data.saatOnce })) : '';
  const sayilar = (g: Grup) => data?.satirlar.filter((s) => s.grup === g).map((s) => guncel[s.randevuId] ?? s) ?? [];
  return (
    <section className="screen rh-screen" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.hatirlatmalar')}</h1>
          <p className="muted" data-testid="rh-zaman">{zamanMetni}</p>
        </div>
        <div className="screen-actions">
          <button type="button" className="btn" onClick={() => setAyarAcik(true)} data-testid="rh-ayar">{t('randevu.hatirlatma.ayarlar')}</button>
        </div>
      </header>
      {data && !data.linkli && <p className="rh-not" role="note" data-testid="rh-linksiz">{t('randevu.hatirlatma.linksiz')}</p>}
      {data && data.satirlar.length === 0 && <p className="empty-lead" data-testid="rh-bos">{t('randevu.hatirlatma.bos')}</p>}
      {GRUPLAR.map((g) => {
        const liste = sayilar(g);
        if (liste.length === 0) return null;
        return (
          <section key={g} className="rh-grup" aria-labelledby={`rh-grup-${g}`} data-testid={`rh-grup-${g}`}>
            <h2 id={`rh-grup-${g}`}>{t(`randevu.hatirlatma.grup.${g}`)} <span className="rh-sayi">{liste.length}</span></h2>
            <ul className="rh-liste">
              {liste.map((s) => {
                const h = hazir[s.randevuId];
                const gecti = Date.parse(s.baslangic) <= Date.now();
                const eylem = gonderebilir && !gecti && (s.durum === 'bekliyor' || s.durum === 'gonderildi');
                return (
                  <li key={s.randevuId} className={`rh-kart ${s.durum}`} data-testid="rh-satir" data-randevu={s.randevuId}>
                    <div className="rh-ana">
                      <div className="rh-ust">
                        <strong className="rh-saat">{z.an(s.baslangic, 'haftaGunuSaat')}</strong>
                        <span className={`rh-durum ${s.durum}`} data-testid="rh-durum">{durumMetni(t, s, z.an)}</span>
                      </div>
                      <span className="rh-musteri">{s.musteri.ad} <span className="rh-dil"><span className="sr-only">{t('randevu.hatirlatma.dil')}: </span>{s.musteri.dil.toUpperCase()}</span></span>
                      <span className="rh-meta">
                        <span>{s.hizmetler.join(', ')}</span>
                        <span><span className="rh-renk" style={{ background: s.personel.renk }} aria-hidden="true" /> {s.personel.ad}</span>
                        <span>{t('randevu.hatirlatma.vade', { zaman: z.an(s.vade, 'gunAySaat') })}</span>
                      </span>
                    </div>
                    {eylem && (
                      <div className="rh-eylem">
                        <button type="button" className="btn" onClick={() => void gonder(s, 'whatsapp')} aria-label={`${t('randevu.hatirlatma.whatsapp')}: ${s.musteri.ad}`} data-testid="rh-whatsapp">{t('randevu.hatirlatma.whatsapp')}</button>
                        <button type="button" className="btn" onClick={() => void gonder(s, 'sms')} aria-label={`${t('randevu.hatirlatma.sms')}: ${s.musteri.ad}`} data-testid="rh-sms">{t('randevu.hatirlatma.sms')}</button>
                      </div>
                    )}
                    {h && (
                      <p className="rh-hazir" role="status">
                        <a href={h.adres} target="_blank" rel="noopener noreferrer" data-testid="rh-besteci">{t('randevu.hatirlatma.besteciAc', { kanal: t(`randevu.hatirlatma.${h.kanal}`) })}</a>
                        <span className="rh-mesaj" data-testid="rh-mesaj">{h.metin}</span>
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {ayarAcik && <HatirlatmaAyarDialog duzenleyebilir={can.has('isletme:ayarlar:yonetim:parametre:guncelle')} onClose={(degisti) => { setAyarAcik(false); if (degisti) void reload(); }} />}
    </section>
  );
}

function durumMetni(t: ReturnType<typeof useTx>, s: HatirlatmaSatiri, an: (iso: string, stil?: 'gunAySaat') => string): string {
  if (s.durum === 'onaylandi') return t('randevu.hatirlatma.durum.onaylandi');
  if (s.durum === 'atlandi') return t(`randevu.hatirlatma.atlama.${s.atlamaNedeni ?? 'istemiyor'}`);
  if (s.durum === 'gonderildi' && s.gonderim) return t('randevu.hatirlatma.durum.gonderildi', { kim: s.gonderim.kullanici ?? '–', zaman: an(s.gonderim.zaman, 'gunAySaat') });
  return t('randevu.hatirlatma.durum.bekliyor');
}

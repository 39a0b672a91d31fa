import '@lib/i18n/kasa';
import '@lib/i18n/cari';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatKurus } from '@lib/para';
import type { CariSonListe } from '@lib/schemas/cari';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { CARI_KEY, cariApi } from '@api/cari';
import { MusteriSec, aciklamaMetni, musteriAdi, zamanGoster } from '@panel/modules/kasa/ortak';
import { CariDetayPanel } from './CariDetay';
import { CariDialog } from './CariDialog';

function urlMusteri(): number | null {
  const id = new URLSearchParams(location.search).get('musteri') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** /isletme/randevutakip/cari-takip: pick a customer, see their ledger with the running balance, add / edit / delete. */
export default function CariScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [musteriId, setMusteriId] = useState(urlMusteri);
  const [yeni, setYeni] = useState(false);
  const [surum, setSurum] = useState(0);
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    if (musteriId) q.set('musteri', String(musteriId));
    else q.delete('musteri');
    const arama = q.toString();
    history.replaceState(history.state, '', `${location.pathname}${arama ? `?${arama}` : ''}`);
  }, [musteriId]);

  const disaAktar = () => cariApi.cariCsv(null);

  return (
    <section className="screen rf-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.cariTakip')}</h1>
          <p className="muted">{t('cari.subtitle', { isletme: venue })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${CARI_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="cari-export">{t('cari.tumCsv')}</button>}
          {can.has(`${CARI_KEY}:ekle`) && !musteriId && (
            <button type="button" className="btn btn-primary" onClick={() => setYeni(true)} data-testid="cari-yeni"><Icon name="plus" size={18} />{t('cari.yeniHareket')}</button>
          )}
        </div>
      </header>
      {musteriId ? (
        <CariDetayPanel key={`${musteriId}-${surum}`} musteriId={musteriId} onKapat={() => setMusteriId(null)} />
      ) : (
        <>
          <div className="card rf-sec-kart">
            <MusteriSec etiket={t('cari.musteriSec')} secili={null} onSec={(m) => m && setMusteriId(m.id)} ara={cariApi.cariMusteriAra} bosListe testId="cari-musteri" />
          </div>
          <SonHareketler key={surum} onSec={setMusteriId} />
        </>
      )}
      {yeni && <CariDialog musteri={null} hareket={null} onClose={() => setYeni(false)} onSaved={(id) => { setYeni(false); setSurum((s) => s + 1); setMusteriId(id); }} />}
    </section>
  );
}

/** The newest movements across customers; a name opens that customer's ledger. */
function SonHareketler({ onSec }: { onSec: (id: number) => void }) {
  const t = useT();
  const lang = useStore($lang);
  const { data, error, reload } = useApiData<CariSonListe>(cariApi.cariSon);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return null;
  return (
    <section aria-labelledby="cari-son-baslik" className="rf-bolum">
      <h2 id="cari-son-baslik" className="section-title">{t('cari.sonHareketler')}</h2>
      {data.satirlar.length === 0 ? <p className="empty-lead" data-testid="cari-son-bos">{t('cari.hicHareketYok')}</p> : (
        <Tablo testId="cari-son-table" sinif="rf-table" baslik={t('cari.sonHareketler')} satirlar={data.satirlar} satirAnahtari={(h) => h.id}
          satirOzellik={(h) => ({ 'data-testid': `cari-son-${h.id}` })} kolonlar={[
            { anahtar: 'tarih', baslik: t('kasa.col.tarih'), sinif: 'rf-saat', hucre: (h) => zamanGoster(h.tarih, lang, data.saatDilimi) },
            { anahtar: 'musteri', baslik: t('kasa.col.musteri'), satirBasligi: true, hucre: (h) => (
              <button type="button" className="rf-link" onClick={() => onSec(h.musteri.id)} data-testid={`cari-son-musteri-${h.id}`}>{musteriAdi(h.musteri, t)}</button>
            ) },
            { anahtar: 'tur', baslik: t('kasa.tur'), hucre: (h) => <span className={`rf-rozet ${h.tur === 'borc' ? 'rf-rozet-borc' : 'rf-rozet-gelir'}`}>{t(`cari.tur.${h.tur}`)}</span> },
            { anahtar: 'aciklama', baslik: t('common.description'), sinif: 'rf-aciklama', hucre: (h) => aciklamaMetni(h, t) || <span className="muted">—</span> },
            { anahtar: 'tutar', baslik: t('kasa.col.tutar'), sayisal: true, sinif: 'rf-tutar', hucre: (h) => formatKurus(h.tutarKurus) },
          ]} />
      )}
    </section>
  );
}

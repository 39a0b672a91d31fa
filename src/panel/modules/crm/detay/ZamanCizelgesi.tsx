import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { api, type ApiCallError } from '@api/client';
import { detayApi } from '@api/crm/detay';
import type { OlayTuru, ZamanCizelgesi as Cizelge, ZamanOlayi } from '@lib/schemas/crm/detay';
import type { RandevuDurumu } from '@lib/schemas/musteri';
import { formatKurus } from '@lib/para';
import { $lang } from '@stores/language';
import { $session } from '@stores/session';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { zamanGoster } from '@panel/modules/musteri/ortak';

const IKON: Record<OlayTuru, string> = {
  randevu: 'calendar', adisyon: 'cup', odeme: 'ledger', paketSatis: 'box', paketKullanim: 'box', cari: 'ledger',
  takip: 'clock', takipOlay: 'clock', birlestirme: 'people', kayit: 'user',
};

/** The event's heading: its kind, and the state where the kind has one (an appointment's status, debt or collection). */
function baslik(o: ZamanOlayi, t: ReturnType<typeof useT>): string {
  if (o.tur === 'randevu') return t('crm.detay.olay.randevu', { durum: t(`crm.detay.randevuDurum.${(o.durum ?? 'tamamlandi') as RandevuDurumu}`) });
  if (o.tur === 'cari') return t(o.durum === 'tahsilat' ? 'crm.detay.olay.tahsilat' : 'crm.detay.olay.borc');
  if (o.tur === 'odeme') return t(o.durum === 'gider' ? 'crm.detay.olay.iade' : 'crm.detay.olay.odeme');
  if (o.tur === 'takip') return t('crm.detay.olay.takip', { durum: t(`crm.detay.takipDurum.${(o.durum ?? 'acik') as 'acik' | 'tamam' | 'atlandi'}`) });
  if (o.tur === 'takipOlay') return t(`crm.detay.olay.takipOlay.${(o.durum ?? 'not') as 'gonderim' | 'sonuc' | 'not' | 'yazdir'}`);
  return t(`crm.detay.olay.${o.tur}`);
}

/** A customer's timeline, newest first, 50 events a page with "more"; reloads when `surum` changes (after an erase). */
export function ZamanCizelgesi({ musteriId, saatDilimi, surum }: { musteriId: number; saatDilimi: string; surum: number }) {
  const t = useT();
  const lang = useStore($lang);
  const venue = useStore($session).selectedIsletmeId;
  const [olaylar, setOlaylar] = useState<ZamanOlayi[]>([]);
  const [sayfa, setSayfa] = useState(1);
  const [dahaVar, setDahaVar] = useState(false);
  const [yukleniyor, setYukleniyor] = useState(true);
  const [hata, setHata] = useState<ApiCallError | null>(null);

  const yukle = useCallback(async (s: number) => {
    setYukleniyor(true);
    setHata(null);
    try {
      const c = await api.get<Cizelge>(detayApi.zaman(musteriId, s));
      setOlaylar((onceki) => (s === 1 ? c.olaylar : [...onceki, ...c.olaylar]));
      setSayfa(s);
      setDahaVar(c.dahaVar);
    } catch (error) {
      setHata(error as ApiCallError);
    } finally {
      setYukleniyor(false);
    }
  }, [musteriId, venue, lang]);
  useEffect(() => { void yukle(1); }, [yukle, surum]);

  return (
    <section className="rm-kart crmd-zaman" aria-labelledby="crmd-zaman-b" aria-busy={yukleniyor}>
      <h2 id="crmd-zaman-b" className="crmd-h2">{t('crm.detay.zaman.baslik')}</h2>
      {hata && <LoadError error={hata} onRetry={() => void yukle(olaylar.length ? sayfa + 1 : 1)} />}
      {!yukleniyor && !hata && olaylar.length === 0 && <p className="muted">{t('crm.detay.zaman.bos')}</p>}
      <ol className="crmd-olaylar" data-testid="crmd-zaman">
        {olaylar.map((o) => (
          <li key={`${o.tur}-${o.id}`} className={`crmd-olay crmd-olay-${o.tur}`} data-tur={o.tur} data-testid={`crmd-olay-${o.tur}`}>
            <span className="crmd-olay-ikon"><Icon name={IKON[o.tur]} size={18} /></span>
            <div className="crmd-olay-govde">
              <div className="crmd-olay-ust">
                <strong>{baslik(o, t)}</strong>
                {o.tutarKurus !== null && !(o.tur === 'randevu' && o.tutarKurus === 0) && <span className={`crmd-tutar${o.tur === 'cari' && o.durum === 'borc' ? ' crmd-borc' : ''}`}>{formatKurus(o.tutarKurus)}</span>}
              </div>
              {o.metin && <p className="crmd-olay-metin">{o.tur === 'takip' || o.tur === 'takipOlay'
                ? <a href={`/isletme/crm/musteri-takip/rapor-detay?takip=${o.takipId ?? ''}`}>{o.metin}</a> : o.metin}</p>}
              {o.ek && <p className="muted crmd-kucuk">{o.ek}</p>}
              <time className="muted crmd-kucuk" dateTime={o.zaman}>{zamanGoster(o.zaman, lang, saatDilimi)}</time>
            </div>
          </li>
        ))}
      </ol>
      {dahaVar && (
        <button type="button" className="btn crmd-daha" onClick={() => void yukle(sayfa + 1)} disabled={yukleniyor} data-testid="crmd-daha">{t('crm.detay.zaman.daha')}</button>
      )}
    </section>
  );
}

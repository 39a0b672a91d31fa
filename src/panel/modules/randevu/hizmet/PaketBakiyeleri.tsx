import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api } from '@api/client';
import { dosyaIndir } from '@api/islem';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import { type MusteriPaketi, type MusteriSonucu } from '@lib/schemas/randevu/hizmet';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { gunMetni, ORTA } from '@lib/zaman/bicim';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useZaman } from '@panel/ui/useZaman';
import { MusteriArama } from '@panel/modules/musteri/MusteriArama';
import { API, PAKET_KEY, hataMetni } from './hizmet-ortak';
import { onayla } from '@stores/onay';

const LIMIT = 500;

/** Balances tab: sold packages with the sessions left per service; filter by customer and state; undo unused sales. */
export function PaketBakiyeleri({ baslangicMusteri }: { baslangicMusteri: MusteriSonucu | null }) {
  const t = useT();
  const lang = useStore($lang);
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const [musteri, setMusteri] = useState<MusteriSonucu | null>(baslangicMusteri);
  const [durum, setDurum] = useState('aktif');
  const sorgu = `?${new URLSearchParams({ ...(musteri ? { musteriId: String(musteri.id) } : {}), durum }).toString()}`;
  const { data, error, reload } = useApiData<MusteriPaketi[]>(`${API}/musteri-paketleri${sorgu}`);

  async function geriAl(s: MusteriPaketi) {
    if (!(await onayla(t('randevu.hizmet.bakiye.confirmGeriAl', { paket: s.ad, musteri: s.musteriAd })))) return;
    try {
      await withLoader(() => api.delete(`${API}/musteri-paketleri/${s.id}`));
      // the sale's cash or debt row stays in the books on purpose: say so
      toast('success', s.fiyatKurus > 0 ? t('randevu.hizmet.bakiye.geriAlindi') : t('randevu.hizmet.bakiye.geriAlindiBedava'), undefined, s.fiyatKurus > 0 ? 8000 : undefined);
    } catch (caught) {
      toast('error', hataMetni(caught), undefined, 6000);
    }
    await reload();
  }

  const disaAktar = () => dosyaIndir(`${API}/musteri-paketleri/disa-aktar${sorgu}`, 'paket-bakiyeleri.csv');

  return (
    <div className="rh-bakiyeler">
      <div className="rh-bakiye-filters">
        {musteri ? (
          <div className="rh-secili" data-testid="bakiye-musteri">
            <span><span className="muted rh-small rh-block">{t('randevu.hizmet.bakiye.musteri')}</span><strong>{musteri.adSoyad}</strong> <span className="muted">{telefonGoster(musteri.telefon)}</span></span>
            <button type="button" className="btn btn-small" onClick={() => setMusteri(null)} data-testid="bakiye-musteri-temizle">{t('randevu.hizmet.bakiye.tumMusteriler')}</button>
          </div>
        ) : (
          <MusteriArama label={t('randevu.hizmet.bakiye.musteriFiltre')} onSec={setMusteri} testId="bakiye-musteri-ara" />
        )}
        <Dropdown label={t('common.status')} value={durum} onChange={setDurum} name="bakiyeDurum"
          options={[{ value: 'aktif', label: t('randevu.hizmet.bakiye.kullanilabilir') }, { value: 'bitti', label: t('randevu.hizmet.bakiye.bitenler') }, { value: '', label: t('randevu.hizmet.filter.tumu') }]} />
        {can.has(`${PAKET_KEY}:disa-aktar`) && <button type="button" className="btn rh-bakiye-export" onClick={() => void disaAktar()} data-testid="bakiye-export">{t('common.csvExport')}</button>}
      </div>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && data.length === 0 && <p className="empty-lead">{t('randevu.hizmet.bakiye.empty')}</p>}
      {data && data.length >= LIMIT && <p className="muted rh-small">{t('randevu.hizmet.bakiye.limit', { sayi: LIMIT })}</p>}
      {data && data.length > 0 && (
        <ul className="card-list" data-testid="bakiye-list">
          {data.map((s) => (
            <li key={s.id} className={`card rh-bakiye${s.suresiDoldu ? ' rh-pasif' : ''}`} data-testid={`bakiye-${s.id}`}>
              <div className="rh-bakiye-head">
                <div>
                  <h2 className="row-title">{s.ad}</h2>
                  <p className="rh-small"><strong>{s.musteriAd}</strong> <span className="muted">{telefonGoster(s.musteriTelefon)}</span></p>
                </div>
                {s.suresiDoldu && <span className="status status-off">{t('randevu.hizmet.bakiye.suresiDoldu')}</span>}
              </div>
              <p className="muted rh-small">
                {t('randevu.hizmet.bakiye.satis', { tarih: zaman.an(s.satisZamani, 'orta'), tutar: formatKurus(s.fiyatKurus) })} · {s.sonGun ? t('randevu.hizmet.bakiye.sonGun', { tarih: gunMetni(s.sonGun, lang, ORTA) }) : t('randevu.hizmet.paket.suresiz')}
              </p>
              <ul className="rh-seanslar">
                {s.hizmetler.map((h) => (
                  <li key={h.hizmetId}>
                    <span className="rh-seans-ad">{metin(h.ad, lang)}</span>
                    <meter min={0} max={h.toplam} value={h.kalan} aria-label={t('randevu.hizmet.bakiye.kalanFor', { ad: metin(h.ad, lang) })} />
                    <span className="rh-seans-sayi" data-testid={`bakiye-${s.id}-hizmet-${h.hizmetId}`}>{t('randevu.hizmet.bakiye.kalan', { kalan: h.kalan, toplam: h.toplam })}</span>
                  </li>
                ))}
              </ul>
              {can.has(`${PAKET_KEY}:sil`) && (
                <div className="row-actions">
                  {s.kullanildi ? <span className="muted rh-small">{t('randevu.hizmet.bakiye.kullanildiIpucu')}</span> : (
                    <button type="button" className="btn btn-small btn-danger" onClick={() => void geriAl(s)} data-testid={`bakiye-geri-al-${s.id}`}>{t('randevu.hizmet.bakiye.geriAl')}</button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

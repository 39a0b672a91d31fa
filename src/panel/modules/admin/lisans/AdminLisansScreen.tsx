import '@lib/i18n/admin';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { lisansApi } from '@api/admin/lisans';
import type { LisansListesi, LisansSatiri } from '@lib/schemas/admin/lisans';
import { lisansBitti, type LisansHali } from '@lib/lisans';
import { gunEkle, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { katla } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { useT } from '@panel/hooks';
import { LisansFormu } from './LisansFormu';
import { tarih } from './ortak';

const KEY = 'admin:ayarlar:lisans';
const DURUMLAR = ['deneme', 'aktif', 'ek-sure', 'bitti', 'yok'] as const;
type Durum = LisansHali | 'yok';

const durumu = (s: LisansSatiri): Durum => s.lisans?.hali ?? 'yok';

/** /admin/ayarlar/lisans: every venue's licence (plan, modules, seats, term, state) with filters, search and the editor. */
export default function AdminLisansScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<LisansListesi>(lisansApi.liste);
  const [ara, setAra] = useState('');
  const [durum, setDurum] = useState('');
  const [yakinda, setYakinda] = useState(false);
  const [acik, setAcik] = useState<number | null>(() => {
    const id = Number(new URLSearchParams(location.search).get('isletme'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const bugun = useZaman(VARSAYILAN_DILIM).bugun();

  const liste = useMemo(() => {
    const q = katla(ara);
    const sinir = gunEkle(bugun, 30);
    return (data?.satirlar ?? []).filter((s) => (!q || katla(s.ad).includes(q))
      && (!durum || durumu(s) === durum)
      && (!yakinda || (!!s.lisans && s.lisans.bitis >= bugun && s.lisans.bitis <= sinir)));
  }, [data, ara, durum, yakinda, bugun]);

  // the venue a link named (?isletme=) opens once the list is there; an unknown id simply opens nothing
  const acikSatir = data?.satirlar.find((s) => s.isletmeId === acik) ?? null;
  useEffect(() => {
    if (data && acik !== null && !acikSatir) setAcik(null);
  }, [data, acik, acikSatir]);

  function kapat() {
    setAcik(null);
    const url = new URL(location.href);
    if (url.searchParams.has('isletme')) {
      url.searchParams.delete('isletme');
      history.replaceState(history.state, '', url);
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen lisans-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.ayarlar.lisans')}</h1>
          <p className="muted">{t('admin.lisans.aciklama')}</p>
        </div>
      </header>
      <div className="lisans-filtreler">
        <label className="field lisans-ara"><span>{t('admin.lisans.ara')}</span>
          <input className="input" type="search" value={ara} onChange={(e) => setAra(e.target.value)} data-testid="lisans-ara" />
        </label>
        <Dropdown label={t('admin.lisans.durumFiltre')} value={durum} onChange={setDurum}
          options={[{ value: '', label: t('admin.lisans.tumu') }, ...DURUMLAR.map((d) => ({ value: d, label: t(`admin.lisans.hali.${d}`) }))]} />
        <label className="check"><input type="checkbox" checked={yakinda} onChange={(e) => setYakinda(e.target.checked)} data-testid="lisans-yakinda" />{t('admin.lisans.yakinda')}</label>
      </div>
      {data && <p className="muted" aria-live="polite" data-testid="lisans-sonuc">{t('admin.lisans.sonuc', { sayi: liste.length })}</p>}
      {data && liste.length === 0 && <p className="empty-lead">{t('admin.lisans.bos')}</p>}
      <ul className="lisans-kartlar" data-testid="lisans-liste">
        {liste.map((s) => {
          const d = durumu(s);
          const l = s.lisans;
          return (
            <li key={s.isletmeId} className="card lisans-kart" data-testid={`lisans-${s.isletmeId}`}>
              <div className="lisans-kart-bas">
                <h2>{s.ad}</h2>
                <span className={`lisans-rozet lisans-${d}${l && lisansBitti(l.hali) ? ' bitti' : ''}`} data-testid="lisans-durum">{t(`admin.lisans.hali.${d}`)}</span>
                {s.askida && <span className="lisans-rozet lisans-askida">{t('admin.lisans.askida')}</span>}
              </div>
              {l ? (
                <dl className="lisans-bilgi">
                  <dt>{t('admin.lisans.plan')}</dt><dd>{t(`admin.lisans.plan.${l.plan}`)}{l.deneme ? ` · ${t('admin.lisans.deneme')}` : ''}</dd>
                  <dt>{t('admin.lisans.moduller')}</dt><dd>{l.moduller.length ? l.moduller.map((m) => t(`admin.lisans.modul.${m}`)).join(', ') : t('admin.lisans.yok')}</dd>
                  <dt>{t('admin.lisans.koltuk')}</dt><dd data-testid="lisans-koltuk-durum">{t('admin.lisans.koltukDurum', { kullanilan: s.kullanilan, koltuk: l.koltuk })}</dd>
                  <dt>{t('admin.lisans.baslangic')} – {t('admin.lisans.bitis')}</dt><dd>{tarih(l.baslangic)} – {tarih(l.bitis)}</dd>
                </dl>
              ) : <p className="muted">{t('admin.lisans.lisanssiz')}</p>}
              {can.has(`${KEY}:guncelle`) && (
                <button type="button" className="btn lisans-duzenle" onClick={() => setAcik(s.isletmeId)} data-testid="lisans-duzenle"
                  aria-label={`${t(l ? 'admin.lisans.duzenle' : 'admin.lisans.ver')}: ${s.ad}`}>
                  {t(l ? 'admin.lisans.duzenle' : 'admin.lisans.ver')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {acikSatir && data && can.has(`${KEY}:guncelle`) && (
        <LisansFormu key={acikSatir.isletmeId} satir={acikSatir} varsayilanEkSure={data.varsayilanEkSure} bugun={bugun} onClose={kapat}
          onSaved={() => { kapat(); void reload(); }} />
      )}
    </section>
  );
}

import '@lib/i18n/personel';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { personelKayitApi } from '@api/personel';
import type { PersonelKaydi, PersonelKayitListesi } from '@lib/schemas/personel';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';
import { $permissionSet } from '@stores/auth';
import { dosyaIndir, islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Avatar } from '@panel/ui/Avatar';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useVenueName } from '@panel/ui/useVenueName';
import { useZaman } from '@panel/ui/useZaman';
import { PersonelFormu } from './form/PersonelFormu';
import { useTx } from './ortak';

const KEY = 'isletme:personel';
const FILTRELER = ['aktif', 'ayrilan', 'tumu'] as const;
type Filtre = (typeof FILTRELER)[number];
type Acik = { tur: 'form'; kisi: PersonelKaydi | null } | { tur: 'sil'; kisi: PersonelKaydi } | null;

/** /isletme/personel: the venue's staff register (everyone who works here, with or without an appointment profile). */
export default function PersonelScreen() {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<PersonelKayitListesi>(personelKayitApi.liste);
  const [arama, setArama] = useState('');
  const [filtre, setFiltre] = useState<Filtre>('aktif');
  const [acik, setAcik] = useState<Acik>(null);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const liste = data?.personeller ?? [];
  const sorgu = aramaHazirla(arama);
  const gosterilen = liste.filter((p) => (filtre === 'tumu' || p.aktif === (filtre === 'aktif'))
    && musteriEslesir({ adSoyad: `${p.ad} ${p.unvan}`, telefon: p.telefon ?? '', email: p.email }, sorgu));
  const aktifSayi = liste.filter((p) => p.aktif).length;

  async function sil(kisi: PersonelKaydi) {
    setAcik(null);
    await islem(() => personelKayitApi.sil(kisi.id), t('common.deleted'), 8000);
    await reload();
  }

  return (
    <section className="screen prs-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.personel')}</h1>
          <p className="muted">{t('personel.subtitle', { isletme: venue, aktif: aktifSayi, ayrilan: liste.length - aktifSayi })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(personelKayitApi.disaAktar, 'personel.csv')} data-testid="prs-export">{t('personel.export')}</button>}
          {can.has(`${KEY}:ekle`) && data && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', kisi: null })} data-testid="prs-add"><Icon name="plus" size={18} />{t('personel.add')}</button>}
        </div>
      </header>
      <div className="prs-toolbar">
        <label className="field prs-search"><span className="sr-only">{t('personel.searchLabel')}</span>
          <input className="input" type="search" value={arama} onChange={(e) => setArama(e.target.value)} placeholder={t('personel.searchPlaceholder')} aria-label={t('personel.searchLabel')} data-testid="prs-search" />
        </label>
        <fieldset className="prs-filtre">
          <legend className="sr-only">{t('personel.filtre.label')}</legend>
          {FILTRELER.map((f) => (
            <label key={f} className={`prs-filtre-item${filtre === f ? ' on' : ''}`}>
              <input type="radio" name="prs-filtre" className="sr-only" checked={filtre === f} onChange={() => setFiltre(f)} data-testid={`prs-filtre-${f}`} />
              {t(`personel.filtre.${f}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {data && liste.length === 0 && <p className="empty-lead">{t('personel.empty')}</p>}
      {data && liste.length > 0 && gosterilen.length === 0 && <p className="empty-lead">{t('personel.emptyFilter')}</p>}
      <ul className="prs-list" data-testid="prs-list">
        {gosterilen.map((p) => (
          <li key={p.id} className={`card prs-card${p.aktif ? '' : ' row-passive'}`} data-testid={`prs-row-${p.id}`}>
            <div className="prs-card-head">
              <Avatar ad={p.ad} renk={p.renk} foto={p.foto} size={56} />
              <div className="prs-card-title">
                <h2 className="prs-name">{p.ad}</h2>
                <p className={p.unvan ? 'prs-unvan' : 'prs-unvan muted'}>{p.unvan || t('personel.unvanYok')}</p>
                {!p.aktif && <span className="status status-off">{t('personel.ayrildiRozet')}</span>}
              </div>
            </div>
            <ul className="prs-facts">
              {p.telefon && <li><span className="prs-fact-label">{t('personel.form.telefon')}</span><a href={`tel:${p.telefon}`}>{telefonGoster(p.telefon)}</a></li>}
              {p.email && <li><span className="prs-fact-label">{t('personel.form.email')}</span><a href={`mailto:${p.email}`} className="prs-email">{p.email}</a></li>}
              {p.baslamaTarihi && <li><Icon name="calendar" size={16} />{t('personel.baslama', { tarih: zaman.gun(p.baslamaTarihi) })}</li>}
              {!p.aktif && p.ayrilmaTarihi && <li><Icon name="calendar" size={16} />{t('personel.ayrildiTarih', { tarih: zaman.gun(p.ayrilmaTarihi) })}</li>}
              {p.kullaniciAd && <li><Icon name="user" size={16} />{t('personel.hesap', { ad: p.kullaniciAd })}</li>}
            </ul>
            <div className="prs-card-foot">
              {p.randevuProfili && (
                <a className="prs-profil" href="/isletme/randevutakip/personel" aria-label={t('personel.profilLink', { ad: p.ad })} data-testid={`prs-profil-${p.id}`}>
                  <Icon name="calendar" size={14} />{t('personel.profilVar')}
                </a>
              )}
              {p.gelecekRandevu > 0 && <span className="muted prs-gelecek">{t('personel.gelecek', { sayi: p.gelecekRandevu })}</span>}
              <span className="prs-spacer" />
              {can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', kisi: p })} aria-label={t('personel.editFor', { ad: p.ad })} data-testid={`prs-edit-${p.id}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
              {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => setAcik({ tur: 'sil', kisi: p })} aria-label={t('personel.deleteFor', { ad: p.ad })} data-testid={`prs-delete-${p.id}`}><Icon name="trash" size={16} /></button>}
            </div>
          </li>
        ))}
      </ul>
      {acik?.tur === 'form' && data && <PersonelFormu tur="kayit" kisi={acik.kisi} liste={data} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'sil' && (
        <OnayDialog baslik={t('personel.sil.baslik')} onayMetni={t('common.delete')} onOnay={() => void sil(acik.kisi)} onClose={() => setAcik(null)} testId="prs-sil">
          <p>{t('personel.sil.metin', { ad: acik.kisi.ad })}</p>
          <p className="muted">{t('personel.sil.ipucu')}</p>
        </OnayDialog>
      )}
    </section>
  );
}

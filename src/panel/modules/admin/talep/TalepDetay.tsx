import { useEffect, useState, type FormEvent } from 'react';
import { talepApi } from '@api/admin/talep';
import { TALEP_DURUMLARI, TALEP_SINIR, type TalepDurumu, type TalepDetayi } from '@lib/schemas/admin/talep';
import { islem } from '@api/islem';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import './ortak';

const KEY = 'admin:fo:dashboard';

/** One lead: what the guest typed (always as text), status change, notes and history, "create venue from lead". */
export function TalepDetay({ id, can, onDegisti }: { id: number; can: ReadonlySet<string>; onDegisti: () => void }) {
  const t = useT();
  const zaman = useZaman(VARSAYILAN_DILIM);
  const { data, error, reload } = useApiData<TalepDetayi>(talepApi.detay(id));
  const [durum, setDurum] = useState<TalepDurumu>('yeni');
  const [not, setNot] = useState('');
  const yazabilir = can.has(`${KEY}:guncelle`);
  useEffect(() => {
    if (data) setDurum(data.durum);
  }, [data]);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return null;

  async function durumKaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => talepApi.durum(id, durum), t('admin.talep.durumKaydedildi'))) {
      await reload();
      onDegisti();
    }
  }
  async function notKaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => talepApi.notEkle(id, not), t('admin.talep.notEklendi'))) {
      setNot('');
      await reload();
      onDegisti();
    }
  }

  return (
    <div className="fo-detay" data-testid="talep-detay">
      <dl className="fo-bilgi">
        <div><dt>{t('admin.talep.kisi')}</dt><dd data-testid="talep-detay-ad">{data.adSoyad}</dd></div>
        <div><dt>{t('admin.talep.isletme')}</dt><dd data-testid="talep-detay-isletme">{data.isletmeAdi}</dd></div>
        <div><dt>{t('admin.talep.iletisim')}</dt><dd><a href={`tel:${data.telefon.replace(/[^\d+]/g, '')}`}>{data.telefon}</a><br /><a href={`mailto:${data.eposta}`}>{data.eposta}</a></dd></div>
        <div><dt>{t('admin.talep.sehir')}</dt><dd>{data.sehir || '–'}</dd></div>
        <div><dt>{t('admin.talep.tarih')}</dt><dd>{zaman.an(data.olusturma)}</dd></div>
        <div><dt>{t('admin.talep.dil')}</dt><dd>{data.dil.toUpperCase()}</dd></div>
      </dl>
      <h3>{t('admin.talep.mesaj')}</h3>
      <p className="fo-mesaj" data-testid="talep-detay-mesaj">{data.mesaj || t('admin.talep.mesajYok')}</p>
      <div className="fo-eylemler">
        {data.isletmeId !== null
          ? <a className="btn" href={`/admin/isletmeler?id=${data.isletmeId}`} data-testid="talep-isletme">{t('admin.talep.olusanIsletme', { ad: data.isletmeAd ?? String(data.isletmeId) })}</a>
          : <a className="btn" href={`/admin/isletmeler?talep=${data.id}`} data-testid="talep-isletme-olustur">{t('admin.talep.isletmeOlustur')}</a>}
      </div>
      {yazabilir && (
        <form className="fo-durum-form" onSubmit={(e) => void durumKaydet(e)}>
          <label className="field"><span>{t('admin.talep.durumDegistir')}</span>
            <select className="input" value={durum} onChange={(e) => setDurum(e.target.value as TalepDurumu)} data-testid="talep-durum-sec">
              {TALEP_DURUMLARI.map((d) => <option key={d} value={d}>{t(`admin.talep.durum.${d}`)}</option>)}
            </select>
          </label>
          <button type="submit" className="btn btn-primary" disabled={durum === data.durum} data-testid="talep-durum-kaydet">{t('admin.talep.durumKaydet')}</button>
        </form>
      )}
      <h3>{t('admin.talep.notlar')}</h3>
      {yazabilir && (
        <form className="fo-not-form" onSubmit={(e) => void notKaydet(e)}>
          <label className="field"><span>{t('admin.talep.yeniNot')}</span>
            <textarea className="input" rows={3} maxLength={TALEP_SINIR.not} value={not} onChange={(e) => setNot(e.target.value)} data-testid="talep-not" />
          </label>
          <button type="submit" className="btn" disabled={not.trim() === ''} data-testid="talep-not-ekle">{t('admin.talep.notEkle')}</button>
        </form>
      )}
      {data.notlar.length === 0 ? <p className="muted">{t('admin.talep.notYok')}</p> : (
        <ol className="fo-zaman-cizelgesi" data-testid="talep-notlar">
          {data.notlar.map((n) => (
            <li key={n.id} className={`fo-not fo-not-${n.tur}`}>
              <p className="fo-not-metin">{n.tur === 'durum' ? t('admin.talep.durumGecisi', { eski: n.eskiDurum ? t(`admin.talep.durum.${n.eskiDurum}`) : '–', yeni: n.yeniDurum ? t(`admin.talep.durum.${n.yeniDurum}`) : '–' }) : n.metin}</p>
              <p className="muted fo-not-kim">{n.yazar ?? t('admin.talep.bilinmeyenYazar')} · {zaman.an(n.zaman)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

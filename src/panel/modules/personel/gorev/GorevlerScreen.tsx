import '@lib/i18n/personel';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { dosyaIndir, islem } from '@api/islem';
import { GOREV_DURUMLARI, type GorevDurumu, type Gorev, type GorevListesi } from '@lib/schemas/personel';
import { $permissionSet } from '@stores/auth';
import { toast } from '@stores/toasts';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Stat } from '@panel/ui/Stat';
import { Tablo } from '@panel/ui/Tablo';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { useZaman } from '@panel/ui/useZaman';
import { GorevDialog } from './GorevDialog';
import { gorevApi } from '@api/personel';
import { Avatar } from '@panel/ui/Avatar';
import { hataMetni, useTx } from '@panel/modules/personel/ortak';
import '@styles/personel-randevu.css';
import { onayla } from '@stores/onay';

const KEY = 'isletme:randevutakip:personel-gorevler';

/** /isletme/randevutakip/personel-gorevler: staff tasks by due day with filters, overdue highlight, quick status, CSV. */
export default function GorevlerScreen() {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [personelId, setPersonelId] = useState('');
  const [durum, setDurum] = useState('');
  const [gecikmis, setGecikmis] = useState(false);
  const query = new URLSearchParams({ personelId, durum, gecikmis: gecikmis ? '1' : '' }).toString();
  const { data, error, reload } = useApiData<GorevListesi>(`${gorevApi.liste}?${query}`);
  const [list, setList] = useState<Gorev[]>([]);
  const [acik, setAcik] = useState<{ gorev: Gorev | null } | null>(null);
  useEffect(() => setList(data?.gorevler ?? []), [data]);

  const personeller = data?.personeller ?? [];
  const personelById = useMemo(() => new Map(personeller.map((p) => [p.id, p])), [personeller]);
  const guncelle = can.has(`${KEY}:guncelle`);
  const filtreli = personelId !== '' || durum !== '' || gecikmis;

  async function durumDegistir(gorev: Gorev, yeni: GorevDurumu) {
    setList((current) => current.map((g) => (g.id === gorev.id ? { ...g, durum: yeni, gecikmis: yeni === 'tamamlandi' ? false : g.gecikmis } : g)));
    try {
      await gorevApi.durum(gorev.id, yeni);
      toast('success', t('personel.gorev.durumKaydedildi', { durum: t(`personel.gorev.durum.${yeni}`) }));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
    await reload();
  }

  async function sil(gorev: Gorev) {
    if (!(await onayla(t('personel.gorev.confirmDelete', { baslik: gorev.baslik }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => gorevApi.sil(gorev.id), t('common.deleted'));
    await reload();
  }

  const disaAktar = () => dosyaIndir(`${gorevApi.disaAktar}?${query}`, 'personel-gorevleri.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const personelSecenekleri = [
    { value: '', label: t('personel.gorev.tumPersonel') },
    { value: 'yok', label: t('personel.gorev.atanmamis') },
    ...personeller.map((p) => ({ value: String(p.id), label: p.aktif ? p.ad : t('personel.form.hizmetPasif', { ad: p.ad }) })),
  ];
  const sayi = (f: (g: Gorev) => boolean) => list.filter(f).length;
  return (
    <section className="screen rp-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.personelGorevler')}</h1>
          <p className="muted">{t('personel.gorev.subtitle', { isletme: venue })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="rg-export">{t('personel.export')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ gorev: null })} data-testid="rg-add"><Icon name="plus" size={18} />{t('personel.gorev.add')}</button>}
        </div>
      </header>
      <div className="stat-grid rp-stats">
        <Stat icon="clock" label={t('personel.gorev.stat.acik')} value={data ? sayi((g) => g.durum !== 'tamamlandi') : undefined} testId="rg-stat-acik" />
        <Stat icon="calendar" label={t('personel.gorev.stat.gecikmis')} value={data ? sayi((g) => g.gecikmis) : undefined} testId="rg-stat-gecikmis" />
        <Stat icon="shield" label={t('personel.gorev.stat.tamam')} value={data ? sayi((g) => g.durum === 'tamamlandi') : undefined} testId="rg-stat-tamam" />
      </div>
      <div className="rp-filters">
        <Dropdown label={t('personel.gorev.form.personel')} value={personelId} options={personelSecenekleri} searchable={personelSecenekleri.length > 8} onChange={setPersonelId} name="personelFiltre" />
        <label className="field"><span>{t('common.status')}</span>
          <select className="input" value={durum} onChange={(event) => setDurum(event.target.value)} data-testid="rg-filter-durum">
            <option value="">{t('personel.gorev.tumu')}</option>
            <option value="acik">{t('personel.gorev.acik')}</option>
            {GOREV_DURUMLARI.map((d) => <option key={d} value={d}>{t(`personel.gorev.durum.${d}`)}</option>)}
          </select>
        </label>
        <label className="check rp-filter-check"><input type="checkbox" checked={gecikmis} onChange={(event) => setGecikmis(event.target.checked)} data-testid="rg-filter-gecikmis" />{t('personel.gorev.yalnizGecikmis')}</label>
      </div>
      {data && list.length === 0 && <p className="empty-lead" data-testid="rg-empty">{filtreli ? t('personel.gorev.emptyFilter') : t('personel.gorev.empty')}</p>}
      {list.length > 0 && (
        <Tablo testId="rg-table" sinif="rp-table" baslik={t('menu.randevu.personelGorevler')} satirlar={list} satirAnahtari={(g) => g.id}
          satirOzellik={(g) => ({ className: [g.gecikmis && 'rp-overdue', g.durum === 'tamamlandi' && 'rp-done'].filter(Boolean).join(' ') || undefined, 'data-testid': `rg-row-${g.id}` })} kolonlar={[
            { anahtar: 'baslik', baslik: t('personel.gorev.form.baslik'), satirBasligi: true, sinif: 'rp-task', hucre: (g) => (
              <><strong className="rp-task-title">{g.baslik}</strong>{g.aciklama && <span className="muted rp-task-desc">{g.aciklama}</span>}</>
            ) },
            { anahtar: 'personel', baslik: t('personel.gorev.form.personel'), hucre: (g) => {
              const p = g.personelId === null ? undefined : personelById.get(g.personelId);
              return p ? <span className="rp-person"><Avatar ad={p.ad} renk={p.renk} foto={null} size={28} />{p.ad}</span> : <span className="muted">{t('personel.gorev.atanmamis')}</span>;
            } },
            { anahtar: 'sonTarih', baslik: t('personel.gorev.form.sonTarih'), sinif: 'rp-due', hucre: (g) => (
              <>
                {g.sonTarih ? <span>{zaman.gun(g.sonTarih)}</span> : <span className="muted">{t('personel.gorev.tarihYok')}</span>}
                {g.gecikmis && <span className="rp-badge-overdue" data-testid={`rg-overdue-${g.id}`}>{t('personel.gorev.gecikmisRozet')}</span>}
                {!g.gecikmis && g.durum !== 'tamamlandi' && g.sonTarih === data?.bugun && <span className="badge">{t('personel.gorev.bugun')}</span>}
              </>
            ) },
            { anahtar: 'durum', baslik: t('common.status'), hucre: (g) => (
              <select className={`input rp-status rp-status-${g.durum}`} value={g.durum} disabled={!guncelle} aria-label={t('personel.gorev.durumEtiket', { baslik: g.baslik })}
                onChange={(event) => void durumDegistir(g, event.target.value as GorevDurumu)} data-testid={`rg-durum-${g.id}`}>
                {GOREV_DURUMLARI.map((d) => <option key={d} value={d}>{t(`personel.gorev.durum.${d}`)}</option>)}
              </select>
            ) },
            { anahtar: 'islem', baslik: '', islemler: true, hucre: (g) => (
              <>
                {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ gorev: g })} aria-label={`${t('common.edit')}: ${g.baslik}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(g)} aria-label={`${t('common.delete')}: ${g.baslik}`} data-testid={`rg-delete-${g.id}`}><Icon name="trash" size={16} /></button>}
              </>
            ) },
          ]} />
      )}
      {acik && <GorevDialog gorev={acik.gorev} personeller={personeller} varsayilanPersonel={personelId} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
    </section>
  );
}

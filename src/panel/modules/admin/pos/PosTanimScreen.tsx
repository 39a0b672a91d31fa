import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { posApi } from '@api/pos';
import { FIS_SATIR_MAX, FIS_SATIR_UZUNLUK, KAGIT_GENISLIKLERI, SATIR_KARAKTERLERI, type FisSablonu, type PosTanimlari, type YaziciProfili } from '@lib/pos';
import { $permissionSet } from '@stores/auth';
import { onayla } from '@stores/onay';
import { FisOnizleme } from '@panel/components/FisOnizleme';
import { islem } from '@api/islem';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import '@lib/i18n/admin';
import '@styles/admin-frontoffice.css';

const TANIM = 'admin:fo:pos:tanim';
type Acik = { tur: 'sablon'; kayit: FisSablonu | null } | { tur: 'profil'; kayit: YaziciProfili | null } | null;
const satirlar = (metin: string) => metin.split('\n').map((s) => s.trim()).filter(Boolean);

/** /admin/frontoffice/pos/tanitim: the definitions themselves — receipt templates and printer profiles, with a live preview. */
export default function PosTanimScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<PosTanimlari>(posApi.tanimlar);
  const [acik, setAcik] = useState<Acik>(null);
  const sablonBasligi = t('admin.pos.sablon');
  const profilBasligi = t('admin.pos.profil');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <section className="screen" aria-busy="true" />;
  const varsayilanProfil = data.profiller.find((p) => p.varsayilan) ?? { kagitMm: 80, satirKarakter: 48 };
  const varsayilanSablon = data.sablonlar.find((s) => s.varsayilan) ?? { ustSatirlar: [], altSatirlar: [], logoGoster: false };

  async function sil(tur: 'sablon' | 'profil', id: number, ad: string) {
    if (!(await onayla(t('admin.pos.silOnay', { ad }), { onayMetni: t('admin.pos.sil') }))) return;
    if (await islem(() => (tur === 'sablon' ? posApi.sablonSil(id) : posApi.profilSil(id)), t('admin.pos.silindi'))) await reload();
  }

  return (
    <section className="screen fo-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.fo.pos.tanitim')}</h1>
          <p className="muted">{t('admin.pos.tanimAltBaslik')}</p>
        </div>
        <a className="btn" href="/admin/frontoffice/pos">{t('admin.pos.izinlereGit')}</a>
      </header>
      <div className="fo-pos-izgara">
        <section className="card fo-pos-bolum" aria-labelledby="tanim-sablon-baslik">
          <h2 id="tanim-sablon-baslik">{t('admin.pos.sablonlar')}</h2>
          <ul className="fo-tanim-liste" data-testid="tanim-sablonlar">
            {data.sablonlar.map((s) => (
              <li key={s.id} className="fo-tanim">
                <span className="fo-tanim-ad"><strong>{s.ad}</strong><span className="muted">{[s.varsayilan ? t('admin.pos.varsayilan') : '', s.izinli ? t('admin.pos.izinli') : t('admin.pos.kapali')].filter(Boolean).join(' · ')}</span></span>
                <span className="fo-eylemler">
                  {can.has(`${TANIM}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'sablon', kayit: s })} aria-label={t('admin.pos.duzenleAd', { ad: s.ad })} data-testid={`tanim-sablon-duzenle-${s.id}`}>{t('admin.pos.duzenle')}</button>}
                  {can.has(`${TANIM}:sil`) && !s.varsayilan && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil('sablon', s.id, s.ad)} aria-label={t('admin.pos.silAd', { ad: s.ad })}>{t('admin.pos.sil')}</button>}
                </span>
              </li>
            ))}
          </ul>
          {can.has(`${TANIM}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'sablon', kayit: null })} data-testid="tanim-sablon-ekle">{t('admin.pos.sablonEkle')}</button>}
        </section>
        <section className="card fo-pos-bolum" aria-labelledby="tanim-profil-baslik">
          <h2 id="tanim-profil-baslik">{t('admin.pos.profiller')}</h2>
          <ul className="fo-tanim-liste" data-testid="tanim-profiller">
            {data.profiller.map((p) => (
              <li key={p.id} className="fo-tanim">
                <span className="fo-tanim-ad"><strong>{p.ad}</strong><span className="muted">{t('admin.pos.profilOzet', { mm: p.kagitMm, n: p.satirKarakter })}{p.varsayilan ? ` · ${t('admin.pos.varsayilan')}` : ''}</span></span>
                <span className="fo-eylemler">
                  {can.has(`${TANIM}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'profil', kayit: p })} aria-label={t('admin.pos.duzenleAd', { ad: p.ad })}>{t('admin.pos.duzenle')}</button>}
                  {can.has(`${TANIM}:sil`) && !p.varsayilan && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil('profil', p.id, p.ad)} aria-label={t('admin.pos.silAd', { ad: p.ad })}>{t('admin.pos.sil')}</button>}
                </span>
              </li>
            ))}
          </ul>
          {can.has(`${TANIM}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'profil', kayit: null })} data-testid="tanim-profil-ekle">{t('admin.pos.profilEkle')}</button>}
        </section>
      </div>
      <Dialog title={acik?.tur === 'profil' ? profilBasligi : sablonBasligi} open={acik !== null} onClose={() => setAcik(null)} wide>
        {acik?.tur === 'sablon' && <SablonFormu kayit={acik.kayit} profil={varsayilanProfil} onKaydedildi={() => { setAcik(null); void reload(); }} />}
        {acik?.tur === 'profil' && <ProfilFormu kayit={acik.kayit} sablon={varsayilanSablon} onKaydedildi={() => { setAcik(null); void reload(); }} />}
      </Dialog>
    </section>
  );
}

function SablonFormu({ kayit, profil, onKaydedildi }: { kayit: FisSablonu | null; profil: { kagitMm: number; satirKarakter: number }; onKaydedildi: () => void }) {
  const t = useT();
  const [ad, setAd] = useState(kayit?.ad ?? '');
  const [ust, setUst] = useState((kayit?.ustSatirlar ?? []).join('\n'));
  const [alt, setAlt] = useState((kayit?.altSatirlar ?? []).join('\n'));
  const [logo, setLogo] = useState(kayit?.logoGoster ?? true);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => posApi.sablonKaydet(kayit?.id ?? null, { ad, ustSatirlar: satirlar(ust), altSatirlar: satirlar(alt), logoGoster: logo }), t('admin.pos.kaydedildi'))) onKaydedildi();
  }
  return (
    <div className="fo-pos-izgara">
      <form className="fo-tanim-form" onSubmit={(e) => void kaydet(e)}>
        <label className="field"><span>{t('admin.pos.ad')}</span><input className="input" required maxLength={60} value={ad} onChange={(e) => setAd(e.target.value)} data-testid="sablon-ad" /></label>
        <label className="field"><span>{t('admin.pos.ustSatirlar')}</span>
          <textarea className="input" rows={3} value={ust} onChange={(e) => setUst(e.target.value)} aria-describedby="sablon-ipucu" data-testid="sablon-ust" /></label>
        <label className="field"><span>{t('admin.pos.altSatirlar')}</span>
          <textarea className="input" rows={3} value={alt} onChange={(e) => setAlt(e.target.value)} aria-describedby="sablon-ipucu" data-testid="sablon-alt" /></label>
        <p className="muted" id="sablon-ipucu">{t('admin.pos.satirIpucu', { max: FIS_SATIR_MAX, uzunluk: FIS_SATIR_UZUNLUK })}</p>
        <label className="fo-onay"><input type="checkbox" checked={logo} onChange={(e) => setLogo(e.target.checked)} data-testid="sablon-logo" />{t('admin.pos.logoGoster')}</label>
        <button type="submit" className="btn btn-primary" data-testid="sablon-kaydet">{t('admin.pos.kaydet')}</button>
      </form>
      <FisOnizleme duzen={{ ustSatirlar: satirlar(ust), altSatirlar: satirlar(alt), logoGoster: logo, ...profil }} isletmeAd={t('admin.pos.ornekIsletme')} baslik={t('admin.pos.profilOzet', { mm: profil.kagitMm, n: profil.satirKarakter })} testId="sablon-onizleme" />
    </div>
  );
}

function ProfilFormu({ kayit, sablon, onKaydedildi }: { kayit: YaziciProfili | null; sablon: Pick<FisSablonu, 'ustSatirlar' | 'altSatirlar' | 'logoGoster'>; onKaydedildi: () => void }) {
  const t = useT();
  const [ad, setAd] = useState(kayit?.ad ?? '');
  const [kagitMm, setKagit] = useState<(typeof KAGIT_GENISLIKLERI)[number]>((kayit?.kagitMm as 58 | 80 | undefined) ?? 80);
  const [satirKarakter, setKarakter] = useState<(typeof SATIR_KARAKTERLERI)[number]>((kayit?.satirKarakter as 32 | 42 | 48 | undefined) ?? 48);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => posApi.profilKaydet(kayit?.id ?? null, { ad, kagitMm, satirKarakter }), t('admin.pos.kaydedildi'))) onKaydedildi();
  }
  return (
    <div className="fo-pos-izgara">
      <form className="fo-tanim-form" onSubmit={(e) => void kaydet(e)}>
        <label className="field"><span>{t('admin.pos.ad')}</span><input className="input" required maxLength={60} value={ad} onChange={(e) => setAd(e.target.value)} data-testid="profil-ad" /></label>
        <div className="fo-iki">
          <label className="field"><span>{t('admin.pos.kagit')}</span>
            <select className="input" value={kagitMm} onChange={(e) => setKagit(Number(e.target.value) as 58 | 80)} data-testid="profil-kagit">
              {KAGIT_GENISLIKLERI.map((mm) => <option key={mm} value={mm}>{mm} mm</option>)}
            </select></label>
          <label className="field"><span>{t('admin.pos.karakter')}</span>
            <select className="input" value={satirKarakter} onChange={(e) => setKarakter(Number(e.target.value) as 32 | 42 | 48)} data-testid="profil-karakter">
              {SATIR_KARAKTERLERI.map((n) => <option key={n} value={n}>{n}</option>)}
            </select></label>
        </div>
        <button type="submit" className="btn btn-primary" data-testid="profil-kaydet">{t('admin.pos.kaydet')}</button>
      </form>
      <FisOnizleme duzen={{ ...sablon, kagitMm, satirKarakter }} isletmeAd={t('admin.pos.ornekIsletme')} baslik={t('admin.pos.profilOzet', { mm: kagitMm, n: satirKarakter })} testId="profil-onizleme" />
    </div>
  );
}

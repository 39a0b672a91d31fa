import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { posApi } from '@api/pos';
import { fisDuzeni, type OdemeYontemi, type PosTanimlari } from '@lib/pos';
import { $permissionSet } from '@stores/auth';
import { FisOnizleme } from '@panel/components/FisOnizleme';
import { islem } from '@api/islem';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import '@lib/i18n/admin';
import '@styles/admin-frontoffice.css';

const POS = 'admin:fo:pos';

/**
 * /admin/frontoffice/pos: what venues inherit — which payment methods they may take (labels, order), which receipt
 * templates and printer profiles they may choose, and the defaults; a live preview of the default ticket.
 */
export default function PosScreen() {
  const t = useT();
  const can = useStore($permissionSet).has(`${POS}:guncelle`);
  const { data, error, reload } = useApiData<PosTanimlari>(posApi.tanimlar);
  const [taslak, setTaslak] = useState<PosTanimlari | null>(null);
  useEffect(() => setTaslak(data), [data]);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!taslak) return <section className="screen" aria-busy="true" />;

  const yontem = (kod: string, degisim: Partial<OdemeYontemi>) => setTaslak({ ...taslak, yontemler: taslak.yontemler.map((y) => (y.kod === kod ? { ...y, ...degisim } : y)) });
  const tasi = (i: number, yon: -1 | 1) => {
    const liste = [...taslak.yontemler];
    const j = i + yon;
    if (j < 0 || j >= liste.length) return;
    [liste[i], liste[j]] = [liste[j]!, liste[i]!];
    setTaslak({ ...taslak, yontemler: liste.map((y, k) => ({ ...y, sira: k + 1 })) });
  };
  const izin = (tur: 'sablonlar' | 'profiller', id: number, degisim: { izinli?: boolean; varsayilan?: boolean }) => setTaslak({
    ...taslak,
    [tur]: taslak[tur].map((x) => (x.id === id ? { ...x, ...degisim } : degisim.varsayilan ? { ...x, varsayilan: false } : x)),
  });

  async function yontemKaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => posApi.yontemlerKaydet(taslak!.yontemler), t('admin.pos.kaydedildi'))) await reload();
  }
  async function izinKaydet(e: FormEvent) {
    e.preventDefault();
    const d = taslak!;
    const body = {
      sablonlar: d.sablonlar.filter((s) => s.izinli).map((s) => s.id), profiller: d.profiller.filter((p) => p.izinli).map((p) => p.id),
      varsayilanSablonId: d.sablonlar.find((s) => s.varsayilan)?.id ?? null, varsayilanProfilId: d.profiller.find((p) => p.varsayilan)?.id ?? null,
    };
    if (await islem(() => posApi.izinlerKaydet(body), t('admin.pos.kaydedildi'))) await reload();
  }

  const onizleme = fisDuzeni(taslak, null);
  return (
    <section className="screen fo-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.fo.pos')}</h1>
          <p className="muted">{t('admin.pos.altBaslik')}</p>
        </div>
        <a className="btn" href="/admin/frontoffice/pos/tanitim">{t('admin.pos.tanimlaraGit')}</a>
      </header>
      <div className="fo-pos-izgara">
        <div className="fo-pos-kolon">
          <form className="card fo-pos-bolum" onSubmit={(e) => void yontemKaydet(e)} aria-labelledby="pos-yontem-baslik">
            <h2 id="pos-yontem-baslik">{t('admin.pos.yontemler')}</h2>
            <p className="muted">{t('admin.pos.yontemlerIpucu')}</p>
            <ol className="fo-yontemler" data-testid="pos-yontemler">
              {taslak.yontemler.map((y, i) => (
                <li key={y.kod} className="fo-yontem">
                  <label className="fo-onay"><input type="checkbox" checked={y.izinli} disabled={!can} onChange={(e) => yontem(y.kod, { izinli: e.target.checked })} data-testid={`pos-yontem-izin-${y.kod}`} />
                    <span className="sr-only">{t('admin.pos.izinVer', { ad: y.etiket })}</span></label>
                  <label className="field fo-yontem-etiket"><span className="sr-only">{t('admin.pos.etiket', { kod: y.kod })}</span>
                    <input className="input" value={y.etiket} maxLength={40} readOnly={!can} onChange={(e) => yontem(y.kod, { etiket: e.target.value })} data-testid={`pos-yontem-etiket-${y.kod}`} />
                  </label>
                  {can && (
                    <span className="fo-sira">
                      <button type="button" className="btn btn-small" disabled={i === 0} onClick={() => tasi(i, -1)} aria-label={t('admin.pos.yukari', { ad: y.etiket })}>↑</button>
                      <button type="button" className="btn btn-small" disabled={i === taslak.yontemler.length - 1} onClick={() => tasi(i, 1)} aria-label={t('admin.pos.asagi', { ad: y.etiket })}>↓</button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
            {can && <button type="submit" className="btn btn-primary" data-testid="pos-yontem-kaydet">{t('admin.pos.kaydet')}</button>}
          </form>

          <form className="card fo-pos-bolum" onSubmit={(e) => void izinKaydet(e)} aria-labelledby="pos-izin-baslik">
            <h2 id="pos-izin-baslik">{t('admin.pos.izinler')}</h2>
            <p className="muted">{t('admin.pos.izinlerIpucu')}</p>
            {(['sablonlar', 'profiller'] as const).map((tur) => (
              <fieldset key={tur} className="fo-izin-grup">
                <legend>{t(tur === 'sablonlar' ? 'admin.pos.sablonlar' : 'admin.pos.profiller')}</legend>
                {taslak[tur].length === 0 && <p className="muted">{t('admin.pos.tanimYok')}</p>}
                {taslak[tur].map((x) => (
                  <div key={x.id} className="fo-izin-satir">
                    <label className="fo-onay"><input type="checkbox" checked={x.izinli} disabled={!can} onChange={(e) => izin(tur, x.id, { izinli: e.target.checked, ...(e.target.checked ? {} : { varsayilan: false }) })} data-testid={`pos-izin-${tur}-${x.id}`} />{x.ad}</label>
                    <label className="fo-onay fo-varsayilan"><input type="radio" name={`varsayilan-${tur}`} checked={x.varsayilan} disabled={!can || !x.izinli} onChange={() => izin(tur, x.id, { varsayilan: true })} data-testid={`pos-varsayilan-${tur}-${x.id}`} />{t('admin.pos.varsayilan')}</label>
                  </div>
                ))}
              </fieldset>
            ))}
            {can && <button type="submit" className="btn btn-primary" data-testid="pos-izin-kaydet">{t('admin.pos.kaydet')}</button>}
          </form>
        </div>
        <aside className="card fo-pos-onizleme" aria-label={t('admin.pos.onizleme')}>
          <h2>{t('admin.pos.onizleme')}</h2>
          <p className="muted">{t('admin.pos.onizlemeIpucu', { sablon: onizleme.sablonAd ?? '–', profil: onizleme.profilAd ?? '–' })}</p>
          <FisOnizleme duzen={onizleme} isletmeAd={t('admin.pos.ornekIsletme')} baslik={t('admin.pos.profilOzet', { mm: onizleme.kagitMm, n: onizleme.satirKarakter })} testId="pos-onizleme" />
          <p className="muted">{t('admin.pos.yontemSirasi')}: {onizleme.yontemler.map((y) => y.etiket).join(', ')}</p>
        </aside>
      </div>
    </section>
  );
}

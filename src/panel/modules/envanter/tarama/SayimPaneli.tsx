import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hataMetni } from '@api/client';
import { taramaApi } from '@api/envanter/tarama';
import type { LokasyonSecenegi, SayimDetay, SayimOzeti } from '@lib/schemas/envanter/tarama';
import { etiketMetni } from '@lib/envanter/etiket';
import { $permissionSet } from '@stores/auth';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useZaman } from '@panel/ui/useZaman';
import { Tarayici } from './Tarayici';
import { detayYolu, git, QR_YOLU } from './ortak';
import { Baglanti } from './Baglanti';

const TRANSFER = 'isletme:envanter:demirbaslar:transfer';

/** Audit mode: pick a location, start; or carry on with the audit in the URL (?sayim=id). */
export function SayimPaneli({ arama }: { arama: URLSearchParams }) {
  const id = Number(arama.get('sayim'));
  return Number.isInteger(id) && id > 0 ? <AcikSayim key={id} id={id} /> : <SayimBaslat lokasyon={arama.get('lokasyon')} />;
}

function SayimBaslat({ lokasyon }: { lokasyon: string | null }) {
  const t = useT();
  const zaman = useZaman();
  const agac = useApiData<LokasyonSecenegi[]>(taramaApi.lokasyonAgaci);
  const gecmis = useApiData<SayimOzeti[]>(taramaApi.sayimlar);
  const [secili, setSecili] = useState(lokasyon ?? '');
  if (agac.error) return <LoadError error={agac.error} onRetry={() => void agac.reload()} />;
  const secenekler = (agac.data ?? []).filter((l) => l.aktif).map((l) => ({ value: String(l.id), label: `${'  '.repeat(l.derinlik)}${l.yol} (${l.demirbas})`, model: l.yol }));

  async function baslat() {
    let yeni: SayimDetay | null = null;
    if (await islem(async () => { yeni = await taramaApi.sayimBaslat(Number(secili)); })) git(`${QR_YOLU}?sayim=${(yeni as SayimDetay | null)!.id}`);
  }

  return (
    <div className="trm-sayim-bas">
      <div className="card trm-kart">
        <h2>{t('envanter.sayim.yeni')}</h2>
        <p className="muted">{t('envanter.sayim.aciklama')}</p>
        {agac.data && agac.data.length === 0 ? <p className="empty-lead">{t('envanter.sayim.lokasyonYok')}</p> : (
          <div className="trm-satir">
            <Dropdown label={t('envanter.sayim.lokasyon')} value={secili} options={secenekler} onChange={setSecili} searchable name="sayim-lokasyon" />
            <button type="button" className="btn btn-primary" disabled={!secili} onClick={() => void baslat()} data-testid="sayim-baslat">{t('envanter.sayim.baslat')}</button>
          </div>
        )}
      </div>
      <div className="card trm-kart">
        <h2>{t('envanter.sayim.gecmis')}</h2>
        {gecmis.data?.length === 0 && <p className="muted">{t('envanter.sayim.gecmisYok')}</p>}
        <ul className="trm-liste" data-testid="sayim-gecmis">
          {(gecmis.data ?? []).map((s) => (
            <li key={s.id}>
              <Baglanti href={`${QR_YOLU}?sayim=${s.id}`}>{s.lokasyonAd}</Baglanti>
              <span className="muted"> · {zaman.an(s.baslama, 'sayisalSaat')}{s.kullanici ? ` · ${s.kullanici}` : ''}</span>
              <span className="trm-sayilar">{s.sayilar
                ? t('envanter.sayim.ozetSatiri', s.sayilar)
                : <span className="status">{t('envanter.sayim.suruyor')}</span>}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type Son = { tur: 'ok' | 'tekrar' | 'yanlis' | 'bilinmeyen' | 'hata'; metin: string };

function AcikSayim({ id }: { id: number }) {
  const t = useT();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const [sayim, setSayim] = useState<SayimDetay | null>(null);
  const [hata, setHata] = useState<string | null>(null);
  const [son, setSon] = useState<Son[]>([]);
  const [onay, setOnay] = useState<'bitir' | 'tasi' | null>(null);

  useEffect(() => {
    taramaApi.sayim(id).then(setSayim, (e: unknown) => setHata(hataMetni(e)));
  }, [id]);

  if (hata) return <p className="form-error" role="alert">{hata}</p>;
  if (!sayim) return <p className="muted">{t('common.loading')}</p>;
  const s = sayim;
  const ad = (did: number) => {
    const d = s.demirbaslar.find((x) => x.id === did);
    return d ? `${d.ad} (${d.kod})` : `#${did}`;
  };
  const bitti = s.bitis !== null;

  async function oku(metin: string) {
    try {
      const c = await taramaApi.sayimOku(id, metin);
      setSayim(c.sayim);
      const d = c.demirbasId !== null ? c.sayim.demirbaslar.find((x) => x.id === c.demirbasId) : null;
      const konu = d ? `${d.ad} (${d.kod})` : (etiketMetni(metin) ?? metin).slice(0, 60);
      const tur: Son['tur'] = c.tekrar ? 'tekrar' : d ? (c.sayim.sonuc.yanlisYer.includes(d.id) ? 'yanlis' : 'ok') : 'bilinmeyen';
      const anahtar = c.lokasyonEtiketi && !d ? 'lokasyonEtiketi' : tur;
      setSon((eski) => [{ tur, metin: t(`envanter.sayim.okundu.${anahtar}`, { konu, lokasyon: d?.lokasyonAd ?? '—' }) }, ...eski].slice(0, 30));
    } catch (e) {
      setSon((eski) => [{ tur: 'hata' as const, metin: hataMetni(e) }, ...eski].slice(0, 30));
    }
  }

  async function tasi() {
    setOnay(null);
    await islem(async () => {
      const c = await taramaApi.sayimTasi(id);
      setSayim(c.sayim);
    }, t('envanter.sayim.tasindi'));
  }
  async function bitir() {
    setOnay(null);
    await islem(async () => setSayim(await taramaApi.sayimBitir(id)), t('envanter.sayim.bitti'));
  }

  const tasinabilir = s.sonuc.yanlisYer.filter((did) => !s.tasinan.includes(did) && s.demirbaslar.find((d) => d.id === did)?.durum !== 'disarida');
  const grup = (anahtar: 'bulunan' | 'eksik' | 'yanlisYer', ids: number[]) => (
    <details className={`trm-grup trm-${anahtar}`} open={anahtar !== 'bulunan' && ids.length > 0} data-testid={`sayim-${anahtar}`}>
      <summary>{t(`envanter.sayim.grup.${anahtar}`)} <strong data-testid={`sayim-${anahtar}-sayi`}>{ids.length}</strong></summary>
      <ul className="trm-liste">
        {ids.map((did) => {
          const d = s.demirbaslar.find((x) => x.id === did);
          return (
            <li key={did}>
              {d ? <Baglanti href={detayYolu(d.slug)}>{ad(did)}</Baglanti> : ad(did)}
              {anahtar === 'yanlisYer' && d && <span className="muted"> · {s.tasinan.includes(did) ? t('envanter.sayim.buraTasindi') : t('envanter.sayim.kayitliYer', { lokasyon: d.lokasyonAd ?? '—' })}</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );

  return (
    <div className="trm-sayim" data-testid="sayim">
      <div className="card trm-kart">
        <h2>{t('envanter.sayim.baslik', { lokasyon: s.lokasyonYol.join(' › ') || s.lokasyonAd })}</h2>
        <p className="muted">{bitti ? t('envanter.sayim.bittiSatiri', { zaman: zaman.an(s.bitis!, 'sayisalSaat'), kullanici: s.kullanici ?? '—' }) : t('envanter.sayim.altKonumlar')}</p>
        <dl className="trm-sayac">
          <div><dt>{t('envanter.sayim.grup.beklenen')}</dt><dd data-testid="sayim-beklenen-sayi">{s.sonuc.beklenen.length}</dd></div>
          <div><dt>{t('envanter.sayim.grup.bulunan')}</dt><dd>{s.sonuc.bulunan.length}</dd></div>
          <div className="eksik"><dt>{t('envanter.sayim.grup.eksik')}</dt><dd>{s.sonuc.eksik.length}</dd></div>
          <div className="yanlis"><dt>{t('envanter.sayim.grup.yanlisYer')}</dt><dd>{s.sonuc.yanlisYer.length}</dd></div>
          <div><dt>{t('envanter.sayim.grup.bilinmeyen')}</dt><dd data-testid="sayim-bilinmeyen-sayi">{s.sonuc.bilinmeyen.length}</dd></div>
        </dl>
      </div>
      {!bitti && (
        <div className="card trm-kart">
          <Tarayici onOku={oku} surekli testId="sayim" />
          <ol className="trm-okumalar" tabIndex={0} aria-live="polite" aria-label={t('envanter.sayim.sonOkumalar')} data-testid="sayim-okumalar">
            {son.map((o, i) => <li key={son.length - i} className={`trm-okuma ${o.tur}`}>{o.metin}</li>)}
          </ol>
        </div>
      )}
      <div className="card trm-kart trm-gruplar">
        {grup('eksik', s.sonuc.eksik)}
        {grup('yanlisYer', s.sonuc.yanlisYer)}
        {grup('bulunan', s.sonuc.bulunan)}
        {s.sonuc.bilinmeyen.length > 0 && (
          <details className="trm-grup" data-testid="sayim-bilinmeyen">
            <summary>{t('envanter.sayim.grup.bilinmeyen')} <strong>{s.sonuc.bilinmeyen.length}</strong></summary>
            <ul className="trm-liste">{s.sonuc.bilinmeyen.map((m) => <li key={m}><code>{m}</code></li>)}</ul>
          </details>
        )}
      </div>
      <div className="row-actions trm-eylemler">
        <Baglanti className="btn" href={`${QR_YOLU}?mod=sayim`}>{t('envanter.sayim.listeye')}</Baglanti>
        {!bitti && can.has(TRANSFER) && tasinabilir.length > 0 && (
          <button type="button" className="btn" onClick={() => setOnay('tasi')} data-testid="sayim-tasi">{t('envanter.sayim.tasi', { sayi: tasinabilir.length })}</button>
        )}
        {!bitti && <button type="button" className="btn btn-primary" onClick={() => setOnay('bitir')} data-testid="sayim-bitir">{t('envanter.sayim.bitir')}</button>}
      </div>
      {onay === 'tasi' && (
        <OnayDialog baslik={t('envanter.sayim.tasiBaslik')} onayMetni={t('envanter.sayim.tasiEvet')} tehlikeli={false} onOnay={() => void tasi()} onClose={() => setOnay(null)} testId="sayim-tasi-onay">
          <p>{t('envanter.sayim.tasiMetin', { sayi: tasinabilir.length, lokasyon: s.lokasyonAd })}</p>
          <ul className="trm-liste">{tasinabilir.map((did) => <li key={did}>{ad(did)}</li>)}</ul>
        </OnayDialog>
      )}
      {onay === 'bitir' && (
        <OnayDialog baslik={t('envanter.sayim.bitirBaslik')} onayMetni={t('envanter.sayim.bitir')} tehlikeli={false} onOnay={() => void bitir()} onClose={() => setOnay(null)} testId="sayim-bitir-onay">
          <p>{t('envanter.sayim.bitirMetin', { eksik: s.sonuc.eksik.length, yanlisYer: s.sonuc.yanlisYer.length })}</p>
        </OnayDialog>
      )}
    </div>
  );
}

import '@lib/i18n/randevu';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { gunEkle, haftaBasi, personelGunu, saatEkseni, yerelAn } from '@lib/randevu/takvim-zaman';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { TAKVIM_KEY } from '@api/randevu/takvim';
import type { TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { Avatar } from '@panel/ui/Avatar';
import { gorunurMu, useBicim, useSimdi, useTelefon } from './takvim-ortak';
import { bugunYerel, urlDurumu, urlYaz, useTakvimVerisi, type Gorunum } from './takvim-veri';
import { TakvimAjanda } from './TakvimAjanda';
import { TakvimArac } from './TakvimArac';
import { TakvimBekleyenler } from './TakvimBekleyenler';
import { TakvimDetayDialog } from './TakvimDetayDialog';
import { TakvimDisaAktar } from './TakvimDisaAktar';
import { TakvimIzgara, type Sutun } from './TakvimIzgara';
import { TakvimOlusturDialog } from './TakvimOlusturDialog';
import { TakvimTasiOnay } from './TakvimTasi';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

type Acik =
  | { tur: 'olustur'; personelId: number | null; tarih: string; dakika: number | null }
  | { tur: 'detay'; r: TakvimRandevusu }
  | { tur: 'bekleyen' }
  | { tur: 'tasi'; r: TakvimRandevusu; personelId: number; baslangicMs: number }
  | { tur: 'disa' }
  | null;

/** /isletme/randevutakip/randevular: day (staff side by side) and week calendar with create, move, status actions. */
export default function RandevularScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const telefon = useTelefon();
  const now = useSimdi();
  const ilk = useMemo(urlDurumu, []);
  const [tarih, setTarih] = useState(ilk.tarih ?? bugunYerel(null));
  const [gorunum, setGorunum] = useState<Gorunum>(ilk.gorunum);
  const [secili, setSecili] = useState(ilk.personel);
  const [iptaller, setIptaller] = useState(false);
  const [acik, setAcik] = useState<Acik>(null);
  const { data, error, loading, yukle } = useTakvimVerisi(tarih, gorunum);
  const tz = data?.saatDilimi ?? VARSAYILAN_DILIM;
  const b = useBicim(tz);
  useEffect(() => urlYaz(tarih, gorunum, secili), [tarih, gorunum, secili]);
  // a link from another screen (?randevu=ID: the resources' appointments to move) opens that appointment once
  const [acilacak, setAcilacak] = useState(() => Number(new URLSearchParams(location.search).get('randevu')) || null);
  useEffect(() => {
    if (!data || acilacak === null) return;
    const r = data.randevular.find((x) => x.id === acilacak);
    if (r) setAcik({ tur: 'detay', r });
    setAcilacak(null);
  }, [data, acilacak]);

  const personeller = useMemo(() => new Map((data?.personeller ?? []).map((p) => [p.id, p])), [data]);
  const liste = data?.personeller ?? [];
  const telefonPersonel = liste.find((p) => String(p.id) === secili) ?? liste[0];
  const haftaPersonel = liste.find((p) => String(p.id) === secili) ?? null;
  const gorunen = (data?.randevular ?? []).filter((r) => gorunurMu(r, iptaller));
  const ekle = can.has(`${TAKVIM_KEY}:ekle`);
  const tasiyabilir = can.has(`${TAKVIM_KEY}:guncelle`);

  const sutunlar: Sutun[] = useMemo(() => {
    if (!data) return [];
    const gunIndex = (t2: string) => Math.max(0, data.tarihler.indexOf(t2));
    const baslik = (p: (typeof liste)[number], alt?: string) => (
      <span className="rt-sutun-kisi" style={{ borderTopColor: p.renk }}>
        <Avatar ad={p.ad} renk={p.renk} foto={p.foto} size={32} />
        <span><strong>{p.ad}</strong>{alt && <small className="muted">{alt}</small>}</span>
      </span>
    );
    const sayi = (list: TakvimRandevusu[]) => t('randevu.takvim.randevuSayisi', { sayi: list.filter((r) => r.durum !== 'iptal').length });
    if (gorunum === 'gun') {
      // until the new day arrives the previous answer stays on screen, drawn with its own date
      const gunTarih = data.tarihler.includes(tarih) ? tarih : data.tarihler[0]!;
      const kisiler = telefon && telefonPersonel ? [telefonPersonel] : liste;
      return kisiler.map((p) => {
        const list = gorunen.filter((r) => r.personelId === p.id && b.gunTarihi(r.baslangic) <= gunTarih && b.gunTarihi(r.bitis) >= gunTarih);
        return { anahtar: `p${p.id}`, etiket: `${p.ad}, ${b.gun(gunTarih)}`, baslik: baslik(p, sayi(list)), tarih: gunTarih, personelId: p.id, gun: p.gunler[gunIndex(gunTarih)] ?? null, randevular: list };
      });
    }
    return data.tarihler.map((gun) => {
      const list = gorunen.filter((r) => b.gunTarihi(r.baslangic) === gun && (!haftaPersonel || r.personelId === haftaPersonel.id));
      const bugunMu = gun === bugunYerel(tz);
      return {
        anahtar: gun, etiket: b.gun(gun), tarih: gun, personelId: haftaPersonel?.id ?? null,
        gun: haftaPersonel ? (haftaPersonel.gunler[gunIndex(gun)] ?? personelGunu([], [], gun, tz)) : null, randevular: list,
        baslik: <button type="button" className={`rt-gun-baslik${bugunMu ? ' rt-bugun' : ''}`} onClick={() => { setTarih(gun); setGorunum('gun'); }} aria-label={t('randevu.takvim.gunuAc', { gun: b.gun(gun) })}>
          <strong>{b.kisaGun(gun)}</strong><small className="muted">{sayi(list)}</small></button>,
      };
    });
  }, [data, gorunum, telefon, telefonPersonel, haftaPersonel, iptaller, tarih, t]);

  const eksen = useMemo(() => saatEkseni(
    sutunlar.flatMap((s) => (s.gun ? [s.gun] : (data?.personeller ?? []).map((p) => p.gunler[Math.max(0, data!.tarihler.indexOf(s.tarih))]!).filter(Boolean))),
    sutunlar.flatMap((s) => s.randevular).map((r) => ({ baslangicMs: Date.parse(r.baslangic), bitisMs: Date.parse(r.bitis) })), tz,
  ), [sutunlar, data, tz]);

  const bul = (r: TakvimRandevusu) => data?.randevular.find((x) => x.id === r.id) ?? data?.bekleyenler.find((x) => x.id === r.id) ?? r;
  function birak(r: TakvimRandevusu, sutun: Sutun, dakika: number) {
    const baslangicMs = yerelAn(sutun.tarih, dakika, tz);
    const personelId = sutun.personelId ?? r.personelId;
    if (baslangicMs === null || (baslangicMs === Date.parse(r.baslangic) && personelId === r.personelId)) return;
    setAcik({ tur: 'tasi', r, personelId, baslangicMs });
  }
  const degisti = () => void yukle(true);

  if (error && !data) return <LoadError error={error} onRetry={() => void yukle()} />;
  const bas = gorunum === 'hafta' ? haftaBasi(tarih) : tarih;
  return (
    <section className="screen rt-ekran" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.randevular')}</h1>
          <p className="muted" data-testid="takvim-tarih">{gorunum === 'gun' ? b.gun(tarih) : t('randevu.takvim.haftaAraligi', { bas: b.kisaGun(bas), bit: b.kisaGun(gunEkle(bas, 6)) })}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => setAcik({ tur: 'bekleyen' })} data-testid="bekleyenler-ac">
            <Icon name="clock" size={18} />{t('randevu.takvim.bekleyenler')}
            {(data?.bekleyenSayisi ?? 0) > 0 && <span className="badge rt-rozet" data-testid="bekleyen-sayisi">{data!.bekleyenSayisi}<span className="sr-only"> {t('randevu.takvim.bekleyenSr')}</span></span>}
          </button>
          {can.has(`${TAKVIM_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => setAcik({ tur: 'disa' })} data-testid="takvim-disa-aktar">{t('randevu.takvim.disaAktar')}</button>}
          {ekle && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'olustur', personelId: gorunum === 'gun' && telefon ? (telefonPersonel?.id ?? null) : (haftaPersonel?.id ?? null), tarih, dakika: null })} data-testid="randevu-ekle"><Icon name="plus" size={18} />{t('randevu.takvim.yeni')}</button>}
        </div>
      </header>
      <TakvimArac tarih={tarih} gorunum={gorunum} tz={tz} personeller={liste} secili={secili} iptaller={iptaller}
        onTarih={setTarih} onGorunum={setGorunum} onSecili={setSecili} onIptaller={setIptaller} />
      {telefon && gorunum === 'gun' && liste.length > 1 && (
        <div className="rt-kisi-sec" role="group" aria-label={t('randevu.takvim.personelSec')}>
          {liste.map((p) => (
            <button key={p.id} type="button" className="rt-kisi-dugme" aria-pressed={p.id === telefonPersonel?.id} onClick={() => setSecili(String(p.id))} data-testid={`kisi-${p.id}`}>
              <Avatar ad={p.ad} renk={p.renk} foto={p.foto} size={26} />{p.ad.split(' ')[0]}
            </button>
          ))}
        </div>
      )}
      {data && liste.length === 0 && <p className="empty-lead" data-testid="takvim-personel-yok">{t('randevu.takvim.personelYok')}</p>}
      {data && liste.length > 0 && (telefon && gorunum === 'hafta' ? (
        <TakvimAjanda tz={tz} tarihler={data.tarihler} randevular={gorunen.filter((r) => !haftaPersonel || r.personelId === haftaPersonel.id)} personeller={personeller} onSec={(r) => setAcik({ tur: 'detay', r })} />
      ) : (
        <div className="rt-izgara-kutu">
          <TakvimIzgara sutunlar={sutunlar} eksen={eksen} tz={tz} now={now} personeller={personeller} pxDk={gorunum === 'hafta' ? 2 : telefon ? 1.4 : 1.6} hafta={gorunum === 'hafta'}
            onBos={ekle ? (s, dakika) => setAcik({ tur: 'olustur', personelId: s.personelId, tarih: s.tarih, dakika }) : undefined}
            onBlok={(r) => setAcik({ tur: 'detay', r })} onBirak={tasiyabilir ? birak : undefined} />
        </div>
      ))}
      <p className="muted rt-ipucu">{t(tasiyabilir ? 'randevu.takvim.ipucuTasi' : 'randevu.takvim.ipucu')}</p>
      {data && acik?.tur === 'olustur' && <TakvimOlusturDialog veri={data} baslangic={acik} onClose={() => setAcik(null)} onSaved={(r) => { setAcik(null); degisti(); setTarih(b.gunTarihi(r.baslangic)); }} />}
      {data && acik?.tur === 'detay' && <TakvimDetayDialog veri={data} r={bul(acik.r)} onClose={() => setAcik(null)} onChanged={degisti} onGit={(gun) => { setTarih(gun); setGorunum('gun'); }} />}
      {data && acik?.tur === 'bekleyen' && <TakvimBekleyenler veri={data} onClose={() => setAcik(null)} onChanged={degisti} onSec={(r) => setAcik({ tur: 'detay', r })} />}
      {data && acik?.tur === 'tasi' && <TakvimTasiOnay veri={data} r={acik.r} personelId={acik.personelId} baslangicMs={acik.baslangicMs} onClose={() => setAcik(null)} onDone={() => { setAcik(null); degisti(); }} />}
      {acik?.tur === 'disa' && <TakvimDisaAktar bas={bas} bit={gorunum === 'hafta' ? gunEkle(bas, 6) : bas} onClose={() => setAcik(null)} />}
    </section>
  );
}

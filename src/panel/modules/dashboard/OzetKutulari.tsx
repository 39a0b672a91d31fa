import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { MessageKey } from '@lib/i18n/translate';
import { miktarGoster } from '@lib/envanter/miktar';
import { formatKurus } from '@lib/para';
import { ODEME_YONTEMLERI } from '@lib/schemas/parametre';
import type { CafeOzeti, CariOzeti, EnvanterOzeti, KasaOzeti, PersonelOzeti, RandevuOzeti, YonetimOzeti } from '@lib/schemas/dashboard';
import { GUN_AY, gunMetni } from '@lib/zaman/bicim';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useZaman } from '@panel/ui/useZaman';

/** One dashboard tile: its figures, a link to the screen that holds them; a failed load says so inside the tile. */
function Kutu({ baslik, ikon, href, hrefEtiket, testId, yukleniyor, hata, children }: {
  baslik: string; ikon: string; href: string; hrefEtiket: string; testId: string; yukleniyor: boolean; hata: boolean; children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="oz-kutu" data-testid={testId} aria-busy={yukleniyor}>
      <h2 className="oz-baslik"><Icon name={ikon} size={20} />{baslik}</h2>
      {hata ? <p className="oz-hata">{t('error.loadFailed')}</p> : children}
      <a className="oz-link" href={href}>{hrefEtiket}<Icon name="chevron" size={16} /></a>
    </section>
  );
}

function Rakam({ deger, etiket, testId }: { deger: string | number | undefined; etiket: string; testId?: string }) {
  return (
    <div className="oz-rakam">
      <span className="oz-deger" data-testid={testId}>{deger ?? '–'}</span>
      <span className="oz-etiket">{etiket}</span>
    </div>
  );
}

export function RandevuKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<RandevuOzeti>('/isletme/ozet/randevu');
  const zaman = useZaman(data?.saatDilimi);
  const saat = (iso: string) => zaman.an(iso, 'haftaGunuSaat');
  return (
    <Kutu baslik={t('dashboard.randevu.baslik')} ikon="calendar" href="/isletme/randevutakip/randevular" hrefEtiket={t('dashboard.randevu.git')} testId="oz-randevu" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data?.bugun} etiket={t('dashboard.randevu.bugun')} testId="oz-randevu-bugun" />
        <Rakam deger={data?.kalan} etiket={t('dashboard.randevu.kalan')} />
        <Rakam deger={data?.bekleyen} etiket={t('dashboard.randevu.bekleyen')} testId="oz-randevu-bekleyen" />
      </div>
      {data && data.siradakiler.length > 0 && (
        <ul className="oz-liste">
          {data.siradakiler.map((r) => (
            <li key={r.id}><span className="oz-zaman">{saat(r.baslangic)}</span><span>{r.musteri}</span><span className="muted">{r.personel}</span></li>
          ))}
        </ul>
      )}
      {data && data.siradakiler.length === 0 && <p className="muted">{t('dashboard.randevu.yok')}</p>}
    </Kutu>
  );
}

export function KasaKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<KasaOzeti>('/isletme/ozet/kasa');
  const yontemler = data ? ODEME_YONTEMLERI.filter((y) => data.gelir[y] > 0) : [];
  return (
    <Kutu baslik={t('dashboard.kasa.baslik')} ikon="ledger" href="/isletme/randevutakip/kasa-hareketleri" hrefEtiket={t('dashboard.kasa.git')} testId="oz-kasa" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data ? formatKurus(data.toplamGelir) : undefined} etiket={t('dashboard.kasa.gelir')} testId="oz-kasa-gelir" />
        <Rakam deger={data ? formatKurus(data.gider) : undefined} etiket={t('dashboard.kasa.gider')} />
        <Rakam deger={data ? formatKurus(data.net) : undefined} etiket={t('dashboard.kasa.net')} />
      </div>
      {yontemler.length > 0 && (
        <ul className="oz-liste">
          {yontemler.map((y) => <li key={y}><span>{t(`kasa.odeme.${y}` as MessageKey)}</span><span className="oz-tutar">{formatKurus(data!.gelir[y])}</span></li>)}
        </ul>
      )}
      {data && data.adet === 0 && <p className="muted">{t('dashboard.kasa.yok')}</p>}
    </Kutu>
  );
}

export function CariKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<CariOzeti>('/isletme/ozet/cari');
  return (
    <Kutu baslik={t('dashboard.cari.baslik')} ikon="user" href="/isletme/randevutakip/caribakiyeraporu" hrefEtiket={t('dashboard.cari.git')} testId="oz-cari" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data ? formatKurus(data.alacak) : undefined} etiket={t('dashboard.cari.alacak')} testId="oz-cari-alacak" />
        <Rakam deger={data?.borclu} etiket={t('dashboard.cari.borclu')} />
      </div>
    </Kutu>
  );
}

export function PersonelKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<PersonelOzeti>('/isletme/ozet/personel');
  return (
    <Kutu baslik={t('dashboard.personel.baslik')} ikon="people" href="/isletme/personel" hrefEtiket={t('dashboard.personel.git')} testId="oz-personel" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data?.aktif} etiket={t('dashboard.personel.aktif')} testId="oz-personel-aktif" />
        <Rakam deger={data?.randevulu} etiket={t('dashboard.personel.randevulu')} />
      </div>
    </Kutu>
  );
}

export function YonetimKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<YonetimOzeti>('/isletme/ozet/yonetim');
  return (
    <Kutu baslik={t('dashboard.yonetim.baslik')} ikon="shield" href="/isletme/ayarlar/yonetim/kullanici" hrefEtiket={t('dashboard.yonetim.git')} testId="oz-yonetim" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data?.aktifKullanici} etiket={t('dashboard.activeUsers')} testId="stat-users" />
        <Rakam deger={data?.yetkiSeti} etiket={t('dashboard.permissionSets')} testId="stat-sets" />
        <Rakam deger={data?.acikOturum} etiket={t('dashboard.activeSessions')} testId="stat-sessions" />
      </div>
    </Kutu>
  );
}

export function CafeKutusu() {
  const t = useT();
  const { data, loading, error } = useApiData<CafeOzeti>('/isletme/ozet/cafe');
  const tutar = (kurus: number) => (data?.gun ? formatKurus(kurus) : undefined);
  return (
    <Kutu baslik={t('dashboard.cafe.baslik')} ikon="cup" href="/isletme/qrmenu/cafe-yonetim/masa-takip" hrefEtiket={t('dashboard.cafe.git')} testId="oz-cafe" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={tutar(data?.satisKurus ?? 0)} etiket={t('dashboard.cafe.satis')} testId="oz-cafe-satis" />
        <Rakam deger={tutar(data?.tahsilatKurus ?? 0)} etiket={t('dashboard.cafe.tahsilat')} testId="oz-cafe-tahsilat" />
        <Rakam deger={data?.acikAdisyon} etiket={t('dashboard.cafe.acik', { tutar: data ? formatKurus(data.acikKurus) : '–' })} testId="oz-cafe-acik" />
        <Rakam deger={tutar(data?.ortalamaKurus ?? 0)} etiket={t('dashboard.cafe.ortalama')} />
      </div>
      {data?.gun && data.yogunSaat !== null && <p className="muted">{t('dashboard.cafe.yogun', { saat: `${String(data.yogunSaat).padStart(2, '0')}:00–${String((data.yogunSaat + 1) % 24).padStart(2, '0')}:00` })}</p>}
      {data?.gun && !data.gun.acik && <p className="muted">{t('dashboard.cafe.gunKapali')}</p>}
      {data && !data.gun && <p className="muted">{t('dashboard.cafe.gunYok')}</p>}
    </Kutu>
  );
}

export function EnvanterKutusu() {
  const t = useT();
  const lang = useStore($lang);
  const { data, loading, error } = useApiData<EnvanterOzeti>('/isletme/ozet/envanter');
  const tarih = (ymd: string) => gunMetni(ymd, lang, GUN_AY);
  return (
    <Kutu baslik={t('dashboard.envanter.baslik')} ikon="box" href="/isletme/envanter/demirbaslar" hrefEtiket={t('dashboard.envanter.git')} testId="oz-envanter" yukleniyor={loading} hata={!!error}>
      <div className="oz-rakamlar">
        <Rakam deger={data?.azStok.length} etiket={t('dashboard.envanter.azStok')} testId="oz-envanter-az" />
        <Rakam deger={data?.bakim.length} etiket={t('dashboard.envanter.bakim')} testId="oz-envanter-bakim" />
        <Rakam deger={data?.acikBakim} etiket={t('dashboard.envanter.tamirde')} />
        <Rakam deger={data?.hurdaBekleyen} etiket={t('dashboard.envanter.hurda')} />
      </div>
      {data && (data.azStok.length > 0 || data.bakim.length > 0) && (
        <ul className="oz-liste">
          {data.azStok.slice(0, 4).map((u) => (
            <li key={`u${u.id}`}><span>{u.ad}</span><span className="oz-tutar">{t('dashboard.envanter.kalan', { miktar: miktarGoster(u.miktarBinde, lang), min: miktarGoster(u.minBinde, lang), birim: t(`common.birim.${u.birim}` as MessageKey) })}</span></li>
          ))}
          {data.bakim.slice(0, 3).map((d) => (
            <li key={`d${d.id}`}><a href={`/isletme/envanter/detay/${d.slug}`}>{d.ad} <span className="muted">{d.kod}</span></a><span className="oz-tutar">{d.gecikmeGun > 0 ? t('dashboard.envanter.gecikti', { gun: d.gecikmeGun }) : t('dashboard.envanter.bakimTarih', { tarih: tarih(d.sonTarih) })}</span></li>
          ))}
        </ul>
      )}
      {data && data.azStok.length === 0 && data.bakim.length === 0 && <p className="muted">{t('dashboard.envanter.yok')}</p>}
    </Kutu>
  );
}

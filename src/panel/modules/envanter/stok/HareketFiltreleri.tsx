import { stokApi } from '@api/envanter/stok';
import type { LokasyonListesi, UrunListesi } from '@lib/schemas/envanter/stok';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { Donem } from './Donem';
import { lokasyonSecenekleri, useTx } from './ortak';

export type HareketFiltresi = { bas: string; bit: string; tur: string; lokasyon: string; urun: string; kullanici: string };
export const bosFiltre = (urun = ''): HareketFiltresi => ({ bas: '', bit: '', tur: '', lokasyon: '', urun, kullanici: '' });

/**
 * The filters of the movement list and the movement report: period, kind, item, location, person. An empty period
 * shows what the server used (this month in the venue's zone).
 */
export function HareketFiltreleri({ f, donem, kullanicilar, onChange }: {
  f: HareketFiltresi; donem?: { bas: string; bit: string }; kullanicilar: { id: number; ad: string }[]; onChange: (patch: Partial<HareketFiltresi>) => void;
}) {
  const t = useTx();
  const lokasyonlar = useApiData<LokasyonListesi>(stokApi.lokasyonlar);
  const urunler = useApiData<UrunListesi>(stokApi.urunler({ durum: 'tumu', boyut: 500 }));
  const hepsi = { value: '', label: t('envanter.stok.tumu') };
  return (
    <div className="est-filtreler">
      <Donem bas={f.bas || donem?.bas || ''} bit={f.bit || donem?.bit || ''} onChange={(bas, bit) => onChange({ bas, bit })} />
      <Dropdown label={t('envanter.stok.har.tur')} value={f.tur} onChange={(tur) => onChange({ tur })}
        options={[hepsi, ...(['giris', 'cikis', 'transfer'] as const).map((x) => ({ value: x, label: t(`envanter.stok.tur.${x}`) }))]} />
      <Dropdown label={t('envanter.stok.urunTek')} value={f.urun} searchable onChange={(urun) => onChange({ urun })}
        options={[hepsi, ...(urunler.data?.urunler ?? []).map((u) => ({ value: String(u.id), label: u.ad }))]} />
      <Dropdown label={t('envanter.stok.lokasyon')} value={f.lokasyon} searchable onChange={(lokasyon) => onChange({ lokasyon })}
        options={[hepsi, ...lokasyonSecenekleri(lokasyonlar.data?.lokasyonlar ?? [], false)]} />
      <Dropdown label={t('envanter.stok.kisi')} value={f.kullanici} onChange={(kullanici) => onChange({ kullanici })}
        options={[hepsi, ...kullanicilar.map((k) => ({ value: String(k.id), label: k.ad }))]} />
    </div>
  );
}

import { useRef, useState, type ReactNode } from 'react';
import { blokKutusu, dakikaNoktadan, yerlesim } from '@lib/randevu/takvim-yerlesim';
import { saatMetni, yerelDakika, yerelTarih, type Aralik, type PersonelGunu } from '@lib/randevu/takvim-zaman';
import { useT } from '@panel/hooks';
import type { Personel, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { TakvimBlok } from './TakvimBlok';

/** One column of the grid: a staff member on a day, or (condensed week) every staff member on a day. */
export interface Sutun {
  anahtar: string;
  baslik: ReactNode;
  etiket: string;
  tarih: string;
  personelId: number | null;
  gun: PersonelGunu | null;
  randevular: TakvimRandevusu[];
}

interface Props {
  sutunlar: Sutun[];
  eksen: [number, number];
  tz: string;
  now: number;
  personeller: Map<number, Personel>;
  pxDk: number;
  /** seven narrower day columns */
  hafta?: boolean;
  onBos?: (sutun: Sutun, dakika: number) => void;
  onBlok: (r: TakvimRandevusu) => void;
  onBirak?: (r: TakvimRandevusu, sutun: Sutun, dakika: number) => void;
}

/** Narrowest lane an appointment gets (time, name and service stay readable); a column widens to fit its lanes. */
const SERIT_MIN_PX = 128;

interface Surukleme { r: TakvimRandevusu; x: number; y: number; tutma: number; aktif: boolean; hedef: { sutun: number; dakika: number } | null }

/** Time axis + columns: working time white, the rest shaded, breaks and leave labelled, blocks, now-line, drag to move. */
export function TakvimIzgara({ sutunlar, eksen, tz, now, personeller, pxDk, hafta, onBos, onBlok, onBirak }: Props) {
  const t = useT();
  const basDk = eksen[0] * 60;
  const bitDk = eksen[1] * 60;
  const yukseklik = (bitDk - basDk) * pxDk;
  const sutunRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [surukleme, setSurukleme] = useState<Surukleme | null>(null);
  const suruklemeRef = useRef<Surukleme | null>(null);
  const tiklamaYut = useRef(false);
  const dk = (ms: number, tarih: string) => yerelDakika(ms, tarih, tz);
  const saatler = Array.from({ length: eksen[1] - eksen[0] }, (_, i) => eksen[0] + i);

  function guncelle(next: Surukleme | null) {
    suruklemeRef.current = next;
    setSurukleme(next);
  }

  function basla(event: React.PointerEvent, r: TakvimRandevusu, sutunIndex: number) {
    if (!onBirak || event.pointerType !== 'mouse' || event.button !== 0) return;
    const blokTop = (event.currentTarget as HTMLElement).getBoundingClientRect().top;
    guncelle({ r, x: event.clientX, y: event.clientY, tutma: event.clientY - blokTop, aktif: false, hedef: null });
    const hareket = (e: PointerEvent) => {
      const s = suruklemeRef.current;
      if (!s) return;
      if (!s.aktif && Math.hypot(e.clientX - s.x, e.clientY - s.y) < 6) return;
      const index = sutunRefs.current.findIndex((el) => { const rect = el?.getBoundingClientRect(); return !!rect && e.clientX >= rect.left && e.clientX < rect.right; });
      const hedefIndex = index === -1 ? (s.hedef?.sutun ?? sutunIndex) : index;
      const rect = sutunRefs.current[hedefIndex]!.getBoundingClientRect();
      const dakika = dakikaNoktadan(e.clientY - s.tutma - rect.top + 7 * pxDk, basDk, bitDk, pxDk, 15);
      guncelle({ ...s, aktif: true, hedef: { sutun: hedefIndex, dakika } });
    };
    const birak = () => {
      window.removeEventListener('pointermove', hareket);
      window.removeEventListener('pointerup', birak);
      const s = suruklemeRef.current;
      guncelle(null);
      if (s?.aktif && s.hedef) {
        tiklamaYut.current = true;
        setTimeout(() => { tiklamaYut.current = false; }, 0);
        onBirak?.(s.r, sutunlar[s.hedef.sutun]!, s.hedef.dakika);
      }
    };
    window.addEventListener('pointermove', hareket);
    window.addEventListener('pointerup', birak);
  }

  function bosTikla(event: React.MouseEvent<HTMLDivElement>, sutun: Sutun) {
    if (!onBos || (event.target as HTMLElement).closest('.rt-blok')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onBos(sutun, dakikaNoktadan(event.clientY - rect.top, basDk, bitDk, pxDk, 15));
  }

  const serit = (aralik: Aralik, tarih: string, sinif: string, etiket?: string, key?: string) => {
    const kutu = blokKutusu(dk(aralik.baslangicMs, tarih), dk(aralik.bitisMs, tarih), basDk, bitDk, pxDk, 0);
    if (kutu.height <= 0) return null;
    return <div key={key} className={sinif} style={{ top: kutu.top, height: kutu.height }}>{etiket && kutu.height >= 18 && <span>{etiket}</span>}</div>;
  };

  const yerlesimler = sutunlar.map((s) => yerlesim(s.randevular.map((r) => ({ id: r.id, bas: dk(Date.parse(r.baslangic), s.tarih), bit: dk(Date.parse(r.bitis), s.tarih) }))));
  const genislik = (i: number) => {
    const seritler = Math.max(1, ...[...yerlesimler[i]!.values()].map((y) => y.seritSayisi));
    if (seritler === 1 && !hafta) return undefined;
    const px = Math.max(hafta ? 0 : 160, seritler * SERIT_MIN_PX + 4);
    return { flexBasis: px, minWidth: px };
  };

  return (
    <div className={`rt-izgara${hafta ? ' rt-hafta' : ''}`} style={{ ['--rt-sutun' as string]: String(sutunlar.length), ['--rt-saat-px' as string]: `${60 * pxDk}px` }} data-testid="takvim-izgara">
      <div className="rt-baslik-satiri" role="presentation">
        <div className="rt-saat-bos" />
        {sutunlar.map((s, i) => <div key={s.anahtar} className="rt-sutun-baslik" style={genislik(i)}>{s.baslik}</div>)}
      </div>
      <div className="rt-govde">
        <div className="rt-saatler" style={{ height: yukseklik }} aria-hidden="true">
          {saatler.map((h) => <div key={h} className="rt-saat" style={{ top: (h * 60 - basDk) * pxDk }}>{saatMetni(h * 60)}</div>)}
        </div>
        {sutunlar.map((s, sutunIndex) => {
          const gorunen = s.randevular;
          const yerler = yerlesimler[sutunIndex]!;
          const bugun = yerelTarih(now, tz) === s.tarih;
          const simdiDk = dk(now, s.tarih);
          const hedef = surukleme?.aktif && surukleme.hedef?.sutun === sutunIndex ? surukleme.hedef : null;
          return (
            // clicking empty time is a mouse/touch shortcut; keyboard users have the "Yeni randevu" button
            <div key={s.anahtar} ref={(el) => { sutunRefs.current[sutunIndex] = el; }} className={`rt-sutun${s.gun ? ' rt-golgeli' : ''}${onBos ? ' rt-tiklanir' : ''}`}
              style={{ height: yukseklik, ...genislik(sutunIndex) }} onClick={(e) => bosTikla(e, s)} data-testid={`takvim-sutun-${s.anahtar}`} aria-label={s.etiket} role="group">
              {s.gun?.calisma.map((a, i) => serit(a, s.tarih, 'rt-mesai', undefined, `c${i}`))}
              {s.gun?.molalar.map((a, i) => serit(a, s.tarih, 'rt-mola', t('randevu.takvim.mola'), `m${i}`))}
              {s.gun?.izinler.map((a, i) => serit(a, s.tarih, 'rt-izin', t('randevu.takvim.izin'), `i${i}`))}
              {gorunen.map((r) => {
                const yer = yerler.get(r.id) ?? { serit: 0, seritSayisi: 1 };
                const kutu = blokKutusu(dk(Date.parse(r.baslangic), s.tarih), dk(Date.parse(r.bitis), s.tarih), basDk, bitDk, pxDk);
                const suruklenen = surukleme?.aktif && surukleme.r.id === r.id;
                return (
                  <TakvimBlok key={r.id} r={r} tz={tz} personel={personeller.get(r.personelId)} yigin={!!hafta || yer.seritSayisi > 1}
                    style={{ top: kutu.top, height: kutu.height, left: `calc(${(yer.serit / yer.seritSayisi) * 100}% + 2px)`, width: `calc(${100 / yer.seritSayisi}% - 4px)`, opacity: suruklenen ? 0.35 : undefined }}
                    onPointerDown={(e) => basla(e, r, sutunIndex)} onClick={() => { if (!tiklamaYut.current) onBlok(r); }} />
                );
              })}
              {hedef && surukleme && (() => {
                const sure = (Date.parse(surukleme.r.bitis) - Date.parse(surukleme.r.baslangic)) / 60_000;
                const kutu = blokKutusu(hedef.dakika, hedef.dakika + sure, basDk, bitDk, pxDk);
                return <div className="rt-hayalet" style={{ top: kutu.top, height: kutu.height }} aria-hidden="true">{saatMetni(hedef.dakika)}–{saatMetni(hedef.dakika + sure)}</div>;
              })()}
              {bugun && simdiDk >= basDk && simdiDk <= bitDk && <div className="rt-simdi" style={{ top: (simdiDk - basDk) * pxDk }} aria-hidden="true" />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

import { kapaliGunler } from '@lib/randevu/closed-days';
import { KAPALI, TR_GUN_ADLARI, kapaliAmaCalisilan, saatOnerisi, satirDurumu } from '@lib/randevu/ozet-tema';
import { TEMA_SINIR, type SaatSatiri, type TemaVerisi } from '@lib/schemas/randevu/tema';
import { Icon } from '@panel/ui/Icon';
import type { AlanHatalari } from '@panel/ui/useAlanHatalari';
import { useTx } from '../ortak';
import { onayla } from '@stores/onay';

const PAZARTESI_ILK = [1, 2, 3, 4, 5, 6, 0] as const;
const GUN_ONERILERI = [...PAZARTESI_ILK.map((g) => TR_GUN_ADLARI[g]), 'Pazartesi - Cuma', 'Pazartesi - Cumartesi', 'Salı - Cumartesi', 'Cumartesi - Pazar', 'Pazar - Pazartesi'];
const SAAT_ONERILERI = ['09:00 - 18:00', '09:00 - 19:00', '10:00 - 19:00', '10:00 - 20:00', KAPALI];

interface Props {
  baslik: string;
  satirlar: SaatSatiri[];
  calisma: TemaVerisi['calisma'];
  salt: boolean;
  onBaslik: (baslik: string) => void;
  onChange: (satirlar: SaatSatiri[]) => void;
  /** the theme form's field errors (rows left wholly empty are dropped before saving, so they have none) */
  alanlar?: AlanHatalari;
}

/** The working-hours card: rows add/remove/reorder, how each row reads (SPEC §5), and the weekdays shown as closed. */
export function TemaSaatler({ baslik, satirlar, calisma, salt, onBaslik, onChange, alanlar }: Props) {
  const t = useTx();
  const kapali = kapaliGunler(satirlar);
  const calisilan = [...new Set(calisma.map((c) => c.gun))];
  const cakisan = kapaliAmaCalisilan(kapali, calisilan);
  const gunAdi = (g: number) => t(`randevu.tema.gun.${g}`);
  const degistir = (i: number, patch: Partial<SaatSatiri>) => onChange(satirlar.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const tasi = (i: number, adim: number) => {
    const j = i + adim;
    if (j < 0 || j >= satirlar.length) return;
    const yeni = [...satirlar];
    [yeni[i], yeni[j]] = [yeni[j]!, yeni[i]!];
    onChange(yeni);
  };
  const doldur = async () => {
    if (satirlar.length > 0 && !(await onayla(t('randevu.tema.saat.doldurOnay')))) return;
    onChange(saatOnerisi(calisma));
  };

  return (
    <section className="card ro-bolum" aria-labelledby="ro-saatler">
      <h2 id="ro-saatler" className="ro-h2">{t('randevu.tema.saat.title')}</h2>
      <label className="field"><span>{t('randevu.tema.kartBaslik')}</span>
        <input className="input" value={baslik} maxLength={TEMA_SINIR.kartBaslik} readOnly={salt} placeholder={t('randevu.tema.onizleme.saatler')} onChange={(event) => onBaslik(event.target.value)} data-testid="ro-saat-baslik" />
      </label>
      <datalist id="ro-gun-onerileri">{GUN_ONERILERI.map((g) => <option key={g} value={g} />)}</datalist>
      <datalist id="ro-saat-onerileri">{SAAT_ONERILERI.map((s) => <option key={s} value={s} />)}</datalist>
      {satirlar.length === 0 && <p className="muted" data-testid="ro-saat-bos">{t('randevu.tema.saat.bos')}</p>}
      <ol className="ro-saat-list" data-testid="ro-saat-list">
        {satirlar.map((s, i) => {
          const durum = satirDurumu(s);
          const n = i + 1;
          const eksik = (s.days.trim() === '') !== (s.time.trim() === '');
          // the row's place in what is saved: the wholly empty rows before it are not sent
          const yol = `infoCards.workingHours.hours.${satirlar.slice(0, i).filter((x) => x.days.trim() !== '' || x.time.trim() !== '').length}`;
          const isaret = (alan: 'days' | 'time') => {
            const k = `${yol}.${alan}`;
            const bos = eksik && s[alan].trim() === '';
            return alanlar ? { ...alanlar.alan(k), 'aria-invalid': bos || alanlar.hataMetni(k) !== null || undefined } : { 'aria-invalid': bos || undefined };
          };
          return (
            <li key={i} className="ro-saat-satir" data-testid={`ro-saat-${i}`}>
              <div className="ro-saat-alanlar">
                <label className="field"><span>{t('randevu.tema.saat.gunler')}</span>
                  <input className="input" value={s.days} list="ro-gun-onerileri" maxLength={TEMA_SINIR.gun} readOnly={salt} aria-label={t('randevu.tema.saat.gunlerN', { n })}
                    {...isaret('days')} onChange={(event) => degistir(i, { days: event.target.value })} data-testid={`ro-saat-${i}-gun`} />
                  {alanlar?.hata(`${yol}.days`)}
                </label>
                <label className="field"><span>{t('randevu.tema.saat.saat')}</span>
                  <input className="input" value={s.time} list="ro-saat-onerileri" maxLength={TEMA_SINIR.saat} readOnly={salt} aria-label={t('randevu.tema.saat.saatN', { n })}
                    {...isaret('time')} onChange={(event) => degistir(i, { time: event.target.value })} data-testid={`ro-saat-${i}-saat`} />
                  {alanlar?.hata(`${yol}.time`)}
                </label>
              </div>
              <div className="ro-saat-alt">
                <p className={`ro-satir-durum ro-satir-${durum.tur}`} data-testid={`ro-saat-${i}-durum`}>
                  {durum.tur === 'kapali' ? t('randevu.tema.saat.durumKapali', { gunler: durum.gunler.map(gunAdi).join(', ') }) : t(`randevu.tema.saat.durum.${durum.tur}`)}
                </p>
                {!salt && (
                  <div className="ro-saat-islem">
                    <button type="button" className="icon-btn" onClick={() => tasi(i, -1)} disabled={i === 0} aria-label={t('randevu.tema.saat.yukari', { n })}><span aria-hidden="true">↑</span></button>
                    <button type="button" className="icon-btn" onClick={() => tasi(i, 1)} disabled={i === satirlar.length - 1} aria-label={t('randevu.tema.saat.asagi', { n })}><span aria-hidden="true">↓</span></button>
                    {durum.tur !== 'kapali' && <button type="button" className="btn btn-small" onClick={() => degistir(i, { time: KAPALI })} aria-label={t('randevu.tema.saat.kapaliYapN', { n })}>{t('randevu.tema.saat.kapaliYap')}</button>}
                    <button type="button" className="icon-btn" onClick={() => onChange(satirlar.filter((_, j) => j !== i))} aria-label={t('randevu.tema.saat.silN', { n })} data-testid={`ro-saat-${i}-sil`}><Icon name="trash" size={16} /></button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {!salt && (
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => onChange([...satirlar, { days: '', time: '' }])} disabled={satirlar.length >= TEMA_SINIR.satir} data-testid="ro-saat-ekle">
            <Icon name="plus" size={16} />{t('randevu.tema.saat.ekle')}
          </button>
          {calisma.length > 0 && <button type="button" className="btn" onClick={doldur} data-testid="ro-saat-doldur">{t('randevu.tema.saat.doldur')}</button>}
        </div>
      )}
      {satirlar.length >= TEMA_SINIR.satir && <p className="muted ro-kucuk">{t('randevu.tema.saat.enFazla', { n: TEMA_SINIR.satir })}</p>}
      <div className="ro-kapali" data-testid="ro-kapali-gunler">
        <h3 className="ro-h3">{t('randevu.tema.saat.kapaliBaslik')}</h3>
        <ul className="ro-gun-list" role="list">
          {PAZARTESI_ILK.map((g) => (
            <li key={g} className={kapali.includes(g) ? 'ro-gun-kapali' : 'ro-gun-acik'} data-testid={`ro-gun-${g}`}>
              {gunAdi(g)}<span className="sr-only">: {t(kapali.includes(g) ? 'randevu.tema.saat.kapaliSr' : 'randevu.tema.saat.acikSr')}</span>
            </li>
          ))}
        </ul>
        <p className="muted ro-kucuk">{t('randevu.tema.saat.ipucu')}</p>
        {cakisan.length > 0 && <p className="ro-uyari" role="status" data-testid="ro-kapali-cakisma">{t('randevu.tema.saat.cakisma', { gunler: cakisan.map(gunAdi).join(', ') })}</p>}
      </div>
    </section>
  );
}

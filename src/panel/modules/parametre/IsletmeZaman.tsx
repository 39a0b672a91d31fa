import { useMemo } from 'react';
import { MAX_GUN_DONUMU } from '@lib/schemas/parametre';
import { Dropdown } from '@panel/ui/Dropdown';
import { alanIsareti, Bolum, HataMetni, saatMetni, type BolumProps } from './ortak';

/** Every IANA zone the browser knows (the server checks with Intl too); the saved one stays listed whatever happens. */
function saatDilimleri(secili: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf?.('timeZone') ?? [];
  return list.includes(secili) ? list : [secili, ...list];
}

function Metin({ alan, label, p, tip = 'text', zorunlu, ipucu, max, ...rest }: { alan: 'ad' | 'adres' | 'sehir' | 'telefon' | 'vergiNo'; label: string; p: BolumProps; tip?: string; zorunlu?: boolean; ipucu?: string; max: number; inputMode?: 'numeric' | 'tel'; autoComplete?: string }) {
  const ipucuId = ipucu ? `prm-ipucu-${alan}` : undefined;
  return (
    <label className="field">
      <span>{label}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</span>
      <input className="input" type={tip} name={alan} value={p.taslak[alan]} maxLength={max} required={zorunlu} readOnly={p.salt} {...rest}
        onChange={(event) => p.set({ [alan]: event.target.value })} {...alanIsareti(alan, p.hatalar, ipucuId)} data-testid={`prm-${alan}`} />
      {ipucu && <small id={ipucuId} className="muted">{ipucu}</small>}
      <HataMetni alan={alan} hatalar={p.hatalar} />
    </label>
  );
}

/** Name, address, city, phone and tax number (the first two rows of the venue). */
export function IsletmeBolumu(p: BolumProps) {
  const { t } = p;
  return (
    <Bolum id="isletme" baslik={t('parametre.bolum.isletme')}>
      <Metin alan="ad" label={t('parametre.alan.ad')} p={p} zorunlu max={120} autoComplete="organization" />
      <Metin alan="adres" label={t('parametre.alan.adres')} p={p} max={300} autoComplete="street-address" />
      <div className="form-row">
        <Metin alan="sehir" label={t('parametre.alan.sehir')} p={p} max={60} autoComplete="address-level2" />
        <Metin alan="telefon" label={t('parametre.alan.telefon')} p={p} tip="tel" inputMode="tel" max={30} autoComplete="tel" />
      </div>
      <Metin alan="vergiNo" label={t('parametre.alan.vergiNo')} p={p} inputMode="numeric" max={14} ipucu={t('parametre.vergiNoHint')} />
    </Bolum>
  );
}

/** Time zone and the hour the business day turns, with what that means for a sale at night. */
export function ZamanBolumu(p: BolumProps) {
  const { t, taslak } = p;
  const secenekler = useMemo(() => saatDilimleri(taslak.saatDilimi).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' '), model: zone })), [taslak.saatDilimi]);
  const saat = taslak.gunDonumuSaat;
  // the example is a sale just after midnight, which is what the cutoff is for
  const aciklama = saat === 0
    ? t('parametre.gunDonumu.aciklamaSifir')
    : t('parametre.gunDonumu.aciklama', { saat: saatMetni(saat), ornek: saat === 1 ? '00:30' : '01:30' });
  return (
    <Bolum id="zaman" baslik={t('parametre.bolum.zaman')}>
      <div data-testid="prm-saatDilimi">
        <Dropdown label={t('parametre.alan.saatDilimi')} name="saatDilimi" value={taslak.saatDilimi} options={secenekler} searchable required disabled={p.salt}
          error={p.hatalar.saatDilimi} onChange={(saatDilimi) => p.set({ saatDilimi })} />
      </div>
      <small className="muted prm-ipucu">{t('parametre.saatDilimiHint')}</small>
      <label className="field">
        <span>{t('parametre.alan.gunDonumuSaat')}</span>
        <select className="input" name="gunDonumuSaat" value={saat} disabled={p.salt} onChange={(event) => p.set({ gunDonumuSaat: Number(event.target.value) })}
          {...alanIsareti('gunDonumuSaat', p.hatalar, 'prm-gun-donumu-aciklama')} data-testid="prm-gunDonumuSaat">
          {Array.from({ length: MAX_GUN_DONUMU + 1 }, (_, h) => <option key={h} value={h}>{h === 0 ? t('parametre.gunDonumu.geceYarisi') : saatMetni(h)}</option>)}
        </select>
        <HataMetni alan="gunDonumuSaat" hatalar={p.hatalar} />
      </label>
      <p id="prm-gun-donumu-aciklama" className="prm-aciklama" data-testid="prm-gunDonumu-aciklama">{aciklama}</p>
      <label className="prm-secim">
        <input type="checkbox" name="cafeGunOtomatik" checked={taslak.cafeGunOtomatik} disabled={p.salt} onChange={(event) => p.set({ cafeGunOtomatik: event.target.checked })}
          {...alanIsareti('cafeGunOtomatik', p.hatalar, 'prm-cafe-gun-aciklama')} data-testid="prm-cafeGunOtomatik" />
        <span>{t('parametre.alan.cafeGunOtomatik')}</span>
      </label>
      <p id="prm-cafe-gun-aciklama" className="prm-aciklama">{t('parametre.cafeGunOtomatik.aciklama')}</p>
      {(['cafeMisafirSor', 'cafeFisNoZorunlu'] as const).map((alan) => (
        <div key={alan}>
          <label className="prm-secim">
            <input type="checkbox" name={alan} checked={taslak[alan]} disabled={p.salt} onChange={(event) => p.set({ [alan]: event.target.checked })}
              {...alanIsareti(alan, p.hatalar, `prm-${alan}-aciklama`)} data-testid={`prm-${alan}`} />
            <span>{t(`parametre.alan.${alan}`)}</span>
          </label>
          <p id={`prm-${alan}-aciklama`} className="prm-aciklama">{t(`parametre.${alan}.aciklama`)}</p>
        </div>
      ))}
    </Bolum>
  );
}

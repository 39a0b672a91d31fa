import { useState } from 'react';
import { gorselUrl, resizeToWebp } from '@api/dosya';
import { TEMA_SINIR, type Tema } from '@lib/schemas/randevu/tema';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { logoYukle } from '@api/randevu/tema';
import { hataMetni } from '@api/client';
import { useTx } from '../ortak';

// the header shows the logo 40 px high; 480 px covers wide logos on 3× screens
const LOGO_MAX = 480;

function Sayac({ deger, max }: { deger: string; max: number }) {
  return <small className="muted ro-sayac" aria-hidden="true">{[...deger].length}/{max}</small>;
}

/** Logo (uploaded as WebP, resized in the browser), page texts, and the address and phone cards. */
export function TemaMetinler({ tema, isletmeAd, salt, onChange }: { tema: Tema; isletmeAd: string; salt: boolean; onChange: (patch: Partial<Tema>) => void }) {
  const t = useTx();
  const [yukleniyor, setYukleniyor] = useState(false);
  const yazi = (patch: Partial<Tema['texts']>) => onChange({ texts: { ...tema.texts, ...patch } });
  const kart = (alan: 'address' | 'phone', patch: Partial<Tema['infoCards']['address']>) =>
    onChange({ infoCards: { ...tema.infoCards, [alan]: { ...tema.infoCards[alan], ...patch } } });

  async function logo(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast('error', t('randevu.tema.logo.tur'));
    setYukleniyor(true);
    try {
      const blob = await resizeToWebp(file, LOGO_MAX);
      const anahtar = await withLoader(() => logoYukle(blob));
      onChange({ logo: anahtar });
    } catch (caught) {
      toast('error', caught instanceof Error && caught.message === 'toBlob' ? t('randevu.tema.logo.okunamadi') : hataMetni(caught));
    } finally {
      setYukleniyor(false);
    }
  }

  return (
    <>
      <section className="card ro-bolum" aria-labelledby="ro-metinler">
        <h2 id="ro-metinler" className="ro-h2">{t('randevu.tema.metin.title')}</h2>
        <div className="ro-logo">
          <div className="ro-logo-kutu" style={{ background: tema.colors.primary }}>
            {tema.logo ? <img src={gorselUrl(tema.logo)} alt={t('randevu.tema.logo.alt')} height={40} data-testid="ro-logo-img" /> : <span className="muted">{t('randevu.tema.logo.yok')}</span>}
          </div>
          {!salt && (
            <div className="ro-logo-islem">
              <label className={`btn btn-small${yukleniyor ? ' disabled' : ''}`}>
                <Icon name="plus" size={16} />{tema.logo ? t('randevu.tema.logo.degistir') : t('randevu.tema.logo.yukle')}
                <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} data-testid="ro-logo-dosya" onChange={(event) => { void logo(event.target.files?.[0]); event.target.value = ''; }} />
              </label>
              {tema.logo && <button type="button" className="btn btn-small" onClick={() => onChange({ logo: null })} data-testid="ro-logo-kaldir">{t('randevu.tema.logo.kaldir')}</button>}
              <small className="muted">{t('randevu.tema.logo.ipucu')}</small>
            </div>
          )}
        </div>
        <label className="field"><span>{t('randevu.tema.metin.baslik')}</span>
          <input className="input" value={tema.texts.title} maxLength={TEMA_SINIR.baslik} readOnly={salt} placeholder={isletmeAd} onChange={(event) => yazi({ title: event.target.value })} data-testid="ro-baslik" />
          <span className="ro-alan-alt"><small className="muted">{t('randevu.tema.metin.baslikIpucu')}</small><Sayac deger={tema.texts.title} max={TEMA_SINIR.baslik} /></span>
        </label>
        <label className="field"><span>{t('randevu.tema.metin.altBaslik')}</span>
          <input className="input" value={tema.texts.subtitle} maxLength={TEMA_SINIR.altBaslik} readOnly={salt} onChange={(event) => yazi({ subtitle: event.target.value })} data-testid="ro-alt-baslik" />
          <span className="ro-alan-alt"><small className="muted">{t('randevu.tema.metin.altBaslikIpucu')}</small><Sayac deger={tema.texts.subtitle} max={TEMA_SINIR.altBaslik} /></span>
        </label>
        <label className="field"><span>{t('randevu.tema.metin.karsilama')}</span>
          <textarea className="input" rows={3} value={tema.texts.welcome} maxLength={TEMA_SINIR.karsilama} readOnly={salt} onChange={(event) => yazi({ welcome: event.target.value })} data-testid="ro-karsilama" />
          <span className="ro-alan-alt"><small className="muted">{t('randevu.tema.metin.karsilamaIpucu')}</small><Sayac deger={tema.texts.welcome} max={TEMA_SINIR.karsilama} /></span>
        </label>
      </section>
      <section className="card ro-bolum" aria-labelledby="ro-kartlar">
        <h2 id="ro-kartlar" className="ro-h2">{t('randevu.tema.kart.title')}</h2>
        <p className="muted ro-kucuk">{t('randevu.tema.kart.ipucu')}</p>
        <div className="ro-kart-grid">
          <fieldset className="ro-fieldset">
            <legend>{t('randevu.tema.onizleme.adres')}</legend>
            <label className="field"><span>{t('randevu.tema.kartBaslik')}</span>
              <input className="input" value={tema.infoCards.address.title} maxLength={TEMA_SINIR.kartBaslik} readOnly={salt} placeholder={t('randevu.tema.onizleme.adres')} onChange={(event) => kart('address', { title: event.target.value })} />
            </label>
            <label className="field"><span>{t('randevu.tema.kart.adres')}</span>
              <textarea className="input" rows={2} value={tema.infoCards.address.text} maxLength={TEMA_SINIR.adres} readOnly={salt} onChange={(event) => kart('address', { text: event.target.value })} data-testid="ro-adres" />
            </label>
          </fieldset>
          <fieldset className="ro-fieldset">
            <legend>{t('randevu.tema.onizleme.telefon')}</legend>
            <label className="field"><span>{t('randevu.tema.kartBaslik')}</span>
              <input className="input" value={tema.infoCards.phone.title} maxLength={TEMA_SINIR.kartBaslik} readOnly={salt} placeholder={t('randevu.tema.onizleme.telefon')} onChange={(event) => kart('phone', { title: event.target.value })} />
            </label>
            <label className="field"><span>{t('randevu.tema.kart.telefon')}</span>
              <input className="input" type="tel" value={tema.infoCards.phone.text} maxLength={TEMA_SINIR.telefon} readOnly={salt} placeholder="+90 212 555 00 00" onChange={(event) => kart('phone', { text: event.target.value })} data-testid="ro-telefon" />
            </label>
          </fieldset>
        </div>
      </section>
    </>
  );
}

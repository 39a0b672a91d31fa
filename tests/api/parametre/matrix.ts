import { expect } from 'vitest';
import { scalar, type World } from '../fixtures';
import { sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the venue parameter routes (/api/isletme/parametre); tests/api/parametre.test.ts has the behaviour. */

const P = '/isletme/parametre';
let A = 0;

export function parametreMatrixSetup(w: World): void {
  A = w.venue.A;
}

export const PARAMETRE_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: P }) },
  [`GET ${P}/log`]: { expect: sahip(200), build: async () => ({ path: `${P}/log?sayfa=1` }) },
  [`PUT ${P}`]: {
    expect: sahip(200),
    build: async () => {
      const fisAltBilgi = `Matris ${uniq()}`;
      return {
        path: P,
        body: {
          ad: 'Kahve Durağı', adres: '', sehir: 'Antalya', telefon: '', vergiNo: null, saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 0, odemeYontemleri: ['nakit', 'kart', 'havale'],
          kdvOranlari: [1, 10, 20], varsayilanKdv: 10, fisUstBilgi: '', fisAltBilgi, misafirDilleri: ['tr'], paraGosterimi: 'sembol_sonra',
        },
        after: async (allowed) => {
          expect(await scalar('SELECT count(*) FROM isletme_parametre WHERE isletme_id = ? AND fis_alt_bilgi = ?', A, fisAltBilgi)).toBe(allowed ? 1 : 0);
          expect(await scalar("SELECT count(*) FROM parametre_log WHERE alan = 'fisAltBilgi' AND yeni = ?", fisAltBilgi)).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
};

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatKurus as paraBicimi } from '@lib/para';
import { tcknGecerli, vknGecerli } from '@lib/parametre/vergi-no';
import { alanHatalari, LogSorguSchema, ParametreSchema } from '@lib/schemas/parametre';

const gecerli = {
  ad: 'Kahve Durağı', adres: 'Işıklar Cd. No:24', sehir: 'Antalya', telefon: '+90 242 555 12 34', vergiNo: '1234567890',
  saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 3, odemeYontemleri: ['kart', 'nakit'], kdvOranlari: [20, 10, 1], varsayilanKdv: 10,
  kategoriKdv: [{ id: 5, kdv: 20 }, { id: 6, kdv: null }], fisUstBilgi: 'KAHVE DURAĞI\nIşıklar Cd.', fisAltBilgi: 'Yine bekleriz!', misafirDilleri: ['en', 'tr'], paraGosterimi: 'sembol_sonra',
};
const parse = (patch: Record<string, unknown>) => v.safeParse(ParametreSchema, { ...gecerli, ...patch });
const hatalar = (patch: Record<string, unknown>) => {
  const result = parse(patch);
  return result.success ? {} : alanHatalari(result.issues);
};

describe('ParametreSchema', () => {
  it('accepts a full form and normalises sets, tax number and zone', () => {
    const result = parse({ vergiNo: ' 123 456 7890 ', saatDilimi: 'europe/istanbul', odemeYontemleri: ['kart', 'nakit', 'kart'] });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.vergiNo).toBe('1234567890');
    expect(result.output.saatDilimi).toBe('Europe/Istanbul');
    expect(result.output.odemeYontemleri).toEqual(['nakit', 'kart']);
    expect(result.output.kdvOranlari).toEqual([1, 10, 20]);
    expect(result.output.misafirDilleri).toEqual(['tr', 'en']);
  });

  it('an empty tax number is no tax number', () => {
    expect(parse({ vergiNo: '' }).output).toMatchObject({ vergiNo: null });
    expect(parse({ vergiNo: null }).output).toMatchObject({ vergiNo: null });
  });

  it.each([
    [{ ad: ' ' }, 'ad', 'parametre.v.ad'],
    [{ ad: 'x'.repeat(121) }, 'ad', 'parametre.v.ad'],
    [{ adres: 'a'.repeat(301) }, 'adres', 'parametre.v.adres'],
    [{ telefon: 'yok' }, 'telefon', 'parametre.v.telefon'],
    [{ telefon: '12345' }, 'telefon', 'parametre.v.telefon'],
    [{ vergiNo: '123' }, 'vergiNo', 'parametre.v.vergiNo'],
    [{ vergiNo: '12345678901a' }, 'vergiNo', 'parametre.v.vergiNo'],
    [{ vergiNo: '1234567891' }, 'vergiNo', 'parametre.v.vergiNoKontrol'],
    [{ vergiNo: '10000000147' }, 'vergiNo', 'parametre.v.vergiNoKontrol'],
    [{ saatDilimi: 'Mars/Olympus' }, 'saatDilimi', 'parametre.v.saatDilimi'],
    [{ saatDilimi: '' }, 'saatDilimi', 'parametre.v.saatDilimi'],
    [{ gunDonumuSaat: 13 }, 'gunDonumuSaat', 'parametre.v.gunDonumu'],
    [{ gunDonumuSaat: -1 }, 'gunDonumuSaat', 'parametre.v.gunDonumu'],
    [{ gunDonumuSaat: 2.5 }, 'gunDonumuSaat', 'parametre.v.gunDonumu'],
    [{ gunDonumuSaat: Number.NaN }, 'gunDonumuSaat', 'parametre.v.gunDonumu'],
    [{ gunDonumuSaat: '5' }, 'gunDonumuSaat', 'parametre.v.gunDonumu'],
    [{ odemeYontemleri: [] }, 'odemeYontemleri', 'parametre.v.odeme'],
    [{ odemeYontemleri: ['bitcoin'] }, 'odemeYontemleri', 'parametre.v.odeme'],
    [{ kdvOranlari: [] }, 'kdvOranlari', 'parametre.v.kdvOranlari'],
    [{ kdvOranlari: [8] }, 'kdvOranlari', 'parametre.v.kdvOranlari'],
    [{ varsayilanKdv: 18 }, 'varsayilanKdv', 'parametre.v.varsayilanKdv'],
    [{ varsayilanKdv: 0 }, 'varsayilanKdv', 'parametre.v.varsayilanKdv'], // 0 is not among the rates in use
    [{ kategoriKdv: [{ id: 5, kdv: 0 }] }, 'kategoriKdv', 'parametre.v.kategoriKdv'],
    [{ kategoriKdv: [{ id: 5, kdv: 10 }, { id: 5, kdv: 20 }] }, 'kategoriKdv', 'parametre.v.kategoriKdv'],
    [{ kategoriKdv: [{ id: 0, kdv: 10 }] }, 'kategoriKdv', 'parametre.v.kategoriKdv'],
    [{ fisUstBilgi: 'a'.repeat(301) }, 'fisUstBilgi', 'parametre.v.fisUst'],
    [{ fisAltBilgi: Array.from({ length: 9 }, () => 'satır').join('\n') }, 'fisAltBilgi', 'parametre.v.fisAlt'],
    [{ fisAltBilgi: 'zil\u0007' }, 'fisAltBilgi', 'parametre.v.fisAlt'],
    [{ misafirDilleri: ['en', 'de'] }, 'misafirDilleri', 'parametre.v.diller'],
    [{ misafirDilleri: ['tr', 'fr'] }, 'misafirDilleri', 'parametre.v.diller'],
    [{ paraGosterimi: 'dolar' }, 'paraGosterimi', 'parametre.v.para'],
  ] as const)('%j → %s: %s', (patch, alan, key) => {
    expect(hatalar(patch)).toEqual({ [alan]: key });
  });

  it('marks every invalid field at once, in form order', () => {
    const result = parse({ ad: '', vergiNo: '12', gunDonumuSaat: 20, odemeYontemleri: [], misafirDilleri: ['en'] });
    expect(result.success).toBe(false);
    expect(Object.keys(alanHatalari(result.issues!))).toEqual(['ad', 'vergiNo', 'gunDonumuSaat', 'odemeYontemleri', 'misafirDilleri']);
  });

  it('receipt text: line ends trimmed, 8 lines allowed, CRLF read as one break', () => {
    const result = parse({ fisUstBilgi: 'A  \r\nB\r\nC\nD\nE\nF\nG\nH' });
    expect(result.output).toMatchObject({ fisUstBilgi: 'A\nB\nC\nD\nE\nF\nG\nH' });
  });

  it('log page query', () => {
    expect(v.parse(LogSorguSchema, {})).toEqual({ sayfa: 1 });
    expect(v.parse(LogSorguSchema, { sayfa: '3' })).toEqual({ sayfa: 3 });
    for (const sayfa of ['0', '-1', 'abc', '1.5', '999999']) expect(v.safeParse(LogSorguSchema, { sayfa }).success, sayfa).toBe(false);
  });
});

describe('tax numbers and money display', () => {
  it.each(['1234567890', '9876543217', '9029589240', '3721052062'])('VKN %s holds', (vkn) => expect(vknGecerli(vkn)).toBe(true));
  it.each(['1234567891', '9876543210', '123456789'])('VKN %s fails', (vkn) => expect(vknGecerli(vkn)).toBe(false));
  it('TCKN', () => {
    expect(tcknGecerli('10000000146')).toBe(true);
    expect(tcknGecerli('10000000147')).toBe(false);
    expect(tcknGecerli('00000000146')).toBe(false);
  });
  it('paraBicimi', () => {
    expect(paraBicimi(123_450, 'sembol_once')).toBe('₺1.234,50');
    expect(paraBicimi(123_450, 'sembol_sonra')).toBe('1.234,50 ₺');
    expect(paraBicimi(123_450, 'kod')).toBe('1.234,50 TL');
    expect(paraBicimi(-5, 'sembol_once')).toBe('-₺0,05');
    expect(paraBicimi(100_000_000, 'kod')).toBe('1.000.000,00 TL');
  });
});

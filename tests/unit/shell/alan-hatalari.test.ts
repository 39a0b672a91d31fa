import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { alanHatalari } from '@lib/schemas/alan-hatalari';
import { TemaSchema } from '@lib/schemas/randevu/tema';

const tema = (hours: { days: string; time: string }[]) => ({ infoCards: { workingHours: { title: '', hours } } });

describe('alanHatalari', () => {
  it('names a field by the first key of its path, as the API sends it', () => {
    const sonuc = v.safeParse(TemaSchema, tema([{ days: 'Pazar', time: '' }]));
    expect(sonuc.success).toBe(false);
    expect(alanHatalari(sonuc.issues!)).toEqual({ infoCards: 'randevu.tema.hata.satirBos' });
  });

  it('with tamYol names the nested field itself, so a form can mark that one input', () => {
    const sonuc = v.safeParse(TemaSchema, tema([{ days: 'Pazartesi', time: '09:00 - 18:00' }, { days: '', time: '10:00' }, { days: 'Pazar', time: '' }]));
    expect(alanHatalari(sonuc.issues!, true)).toEqual({
      'infoCards.workingHours.hours.1.days': 'randevu.tema.hata.satirBos',
      'infoCards.workingHours.hours.2.time': 'randevu.tema.hata.satirBos',
    });
  });

  it('a rule of the whole body (no path) names no field', () => {
    const schema = v.pipe(v.object({ a: v.number() }), v.check((x) => x.a > 1, 'kok.kural'));
    const sonuc = v.safeParse(schema, { a: 1 });
    expect(alanHatalari(sonuc.issues!, true)).toEqual({});
  });
});

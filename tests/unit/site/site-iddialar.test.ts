import { describe, expect, it } from 'vitest';
import { IDDIALAR, yakinda } from '../../../src/components/public/iddialar';
import { flattenMenu, ISLETME_MENU } from '@lib/permissions';
import { tr } from '@lib/i18n/site/tr';

/** Every claim place the public site renders with a badge slot (cards, bullets, hero points of / and /services/*). */
function iddiaYerleri(): string[] {
  const yerler: string[] = [];
  const liste = (yol: string, sayi: number) => { for (let i = 0; i < sayi; i++) yerler.push(`${yol}.${i}`); };
  for (const key of ['qrMenu', 'cafe', 'appointment'] as const) {
    liste(`common.services.${key}.bullets`, tr.common.services[key].bullets.length);
    liste(`${key}.hero.points`, tr[key].hero.points.length);
    liste(`${key}.features.items`, tr[key].features.items.length);
    liste(`${key}.highlight.bullets`, tr[key].highlight.bullets.length);
  }
  liste('common.modules', tr.common.modules.length);
  liste('home.hero.points', tr.home.hero.points.length);
  liste('home.audience.items', tr.home.audience.items.length);
  tr.home.pricing.plans.forEach((plan, index) => liste(`home.pricing.plans.${index}.bullets`, plan.bullets.length));
  liste('services.panel.bullets', tr.services.panel.bullets.length);
  liste('services.hero.points', tr.services.hero.points.length);
  return yerler;
}

describe('public site claims map to the panel screens that deliver them', () => {
  const ekranlar = new Map(flattenMenu(ISLETME_MENU).map((item) => [item.id, item]));

  it('every claim has an entry and no entry points at a claim that no longer exists', () => {
    const yerler = iddiaYerleri();
    expect(yerler.filter((yer) => !(yer in IDDIALAR))).toEqual([]);
    expect(Object.keys(IDDIALAR).filter((yer) => !yerler.includes(yer))).toEqual([]);
  });

  it('every mapped screen exists in the menu tree', () => {
    const bilinmeyen = Object.entries(IDDIALAR).flatMap(([yer, ids]) => ids.filter((id) => !ekranlar.has(id)).map((id) => `${yer} → ${id}`));
    expect(bilinmeyen).toEqual([]);
  });

  it('a claim is shown as coming exactly when one of its screens is not built yet', () => {
    for (const [yer, ids] of Object.entries(IDDIALAR)) {
      expect(yakinda(yer), yer).toBe(ids.some((id) => ekranlar.get(id)?.comingSoon === true));
    }
    // the QR menu, appointments, the cafe's tables, the inventory and CRM are built
    expect(yakinda('cafe.features.items.0')).toBe(false);
    expect(yakinda('common.modules.0')).toBe(false);
    expect(yakinda('common.modules.1')).toBe(false);
    expect(yakinda('qrMenu.features.items.0')).toBe(false);
    expect(yakinda('appointment.features.items.1')).toBe(false);
  });
});

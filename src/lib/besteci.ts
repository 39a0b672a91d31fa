/**
 * The phone's or mail program's composer with a message filled in: WhatsApp (digits only), SMS (E.164) or e-mail. The
 * product never sends a message itself; the person taps the link and sends it from their own app (the CRM's follow-ups,
 * the platform admin's owner invites).
 */
export type BesteciKanali = 'whatsapp' | 'sms' | 'email';

export function besteciAdresi(kanal: BesteciKanali, kime: { telefon: string; email: string | null }, metin: string, konu: string): string {
  if (kanal === 'whatsapp') return `https://wa.me/${kime.telefon.replace(/\D/g, '')}?text=${encodeURIComponent(metin)}`;
  if (kanal === 'sms') return `sms:${kime.telefon}?body=${encodeURIComponent(metin)}`;
  return `mailto:${kime.email ?? ''}?subject=${encodeURIComponent(konu)}&body=${encodeURIComponent(metin)}`;
}

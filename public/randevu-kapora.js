/* global document, fetch, navigator */
// The booking page's deposit box: after the booking flow makes an appointment, asks whether it waits for a deposit
// and shows the amount, the venue's IBAN and the reference code. Kept out of the widget bundle (its size budget).
(() => {
  const kutu = document.getElementById('kapora-bilgi');
  if (!kutu) return;
  const lang = kutu.dataset.lang || 'tr';
  const alan = (ad) => kutu.querySelector(`[data-alan="${ad}"]`);
  document.addEventListener('randevu:created', async (e) => {
    const kod = e.detail && e.detail.kod;
    if (!kod) return;
    const yanit = await fetch(`/api/randevu/${encodeURIComponent(kutu.dataset.firma)}/randevular/${encodeURIComponent(kod)}/kapora?lang=${lang}`);
    if (!yanit.ok) return;
    const { data } = await yanit.json();
    if (!data || data.durum !== 'bekliyor') return;
    alan('tutar').textContent = new Intl.NumberFormat(lang, { style: 'currency', currency: 'TRY' }).format(data.tutarKurus / 100);
    alan('iban').textContent = data.iban ? data.iban.replace(/(.{4})/g, '$1 ').trim() : kutu.dataset.ibanYok;
    alan('sahip').textContent = data.hesapSahibi || '–';
    alan('kod').textContent = data.kod;
    alan('son').textContent = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: data.saatDilimi }).format(new Date(data.sonZaman));
    const kopyala = alan('kopyala');
    if (data.iban && navigator.clipboard) {
      kopyala.hidden = false;
      kopyala.onclick = async () => {
        await navigator.clipboard.writeText(data.iban);
        kopyala.textContent = kutu.dataset.kopyalandi;
      };
    }
    kutu.hidden = false;
  });
})();

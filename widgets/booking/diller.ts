import type { Metinler } from './texts';

/**
 * English, German and Russian words of the booking flow. Not in booking.js (the gzip budget): the widget build
 * emits them as public/widgets/booking-{lang}.js, loaded next to the channel call when the language is not tr.
 */
export const EN: Metinler = {
  lookup: 'Find my appointment', loading: 'Loading…', failed: 'Failed to load data.', retry: 'Retry', back: 'Back', next: 'Continue', step: 'Step {n} of 4',
  services: 'Choose services', staff: 'Choose staff', any: 'No preference', anyHint: 'First available staff', noStaff: 'No staff member offers all chosen services.', date: 'Date and time', time: 'Choose a time', closed: 'closed', noSlots: 'No free times on this day.', pickDay: 'Choose a day first.', checking: 'Checking available days…',
  details: 'Your details', name: 'Full name', phone: 'Phone', phoneHint: 'e.g. 05xx xxx xx xx', email: 'Email (optional)',
  kvkk: 'Your personal data (name, phone, email) is processed by the business only to manage this appointment, under the Turkish data protection law (KVKK).', consent: 'I have read the {a} and consent to the processing of my personal data.', notice: 'privacy notice', confirm: 'Confirm booking', sending: 'Sending…', sms: 'I would like to hear about offers by SMS (optional).',
  nameInvalid: 'Enter your full name.', phoneInvalid: 'Enter a valid phone number (05xx xxx xx xx).', consentRequired: 'Consent is required to continue.', slotOffer: 'Next free times:',
  done: 'Your appointment is booked', pending: 'Request received; it is confirmed once the business approves it.', code: 'Your booking code', copy: 'Copy', copied: 'Copied', addCal: 'Add to calendar', manage: 'Manage booking', manageHint: 'Use this link to view, cancel or reschedule your appointment.', newBooking: 'New booking',
  codeLabel: 'Booking code', find: 'Find', appointment: 'Your appointment', when: 'Date', total: 'Total', cancel: 'Cancel', cancelAsk: 'Cancel this appointment?', cancelYes: 'Yes, cancel', keep: 'Keep it',
  svc: 'Services', who: 'Staff', reschedule: 'Reschedule', moveTo: 'Choose a new time', moveConfirm: 'Move to {t}', cancelled: 'Your appointment was cancelled.', moved: 'Your appointment was moved.', until: 'Cancel or reschedule until {t}', locked: 'This appointment can no longer be changed online.', min: 'min',
  s_beklemede: 'Awaiting approval', s_onaylandi: 'Confirmed', s_iptal: 'Cancelled', s_gelmedi: 'No-show', s_tamamlandi: 'Completed',
  wl: 'Join the waitlist',
};

export const DE: Metinler = {
  lookup: 'Termin abrufen', loading: 'Wird geladen…', failed: 'Daten konnten nicht geladen werden.', retry: 'Erneut versuchen', back: 'Zurück', next: 'Weiter', step: 'Schritt {n} von 4',
  services: 'Leistungen wählen', staff: 'Mitarbeiter wählen', any: 'Egal', anyHint: 'Erste freie Person', noStaff: 'Niemand bietet alle gewählten Leistungen an.', date: 'Datum und Uhrzeit', time: 'Uhrzeit wählen', closed: 'geschlossen', noSlots: 'An diesem Tag ist nichts frei.', pickDay: 'Bitte zuerst einen Tag wählen.', checking: 'Freie Tage werden geprüft…',
  details: 'Ihre Angaben', name: 'Vor- und Nachname', phone: 'Telefon', phoneHint: 'z. B. 05xx xxx xx xx', email: 'E-Mail (optional)',
  kvkk: 'Ihre Daten (Name, Telefon, E-Mail) werden vom Betrieb nur zur Verwaltung dieses Termins nach dem türkischen Datenschutzgesetz (KVKK) verarbeitet.', consent: 'Ich habe den {a} gelesen und willige in die Verarbeitung meiner Daten ein.', notice: 'Datenschutzhinweis', confirm: 'Termin bestätigen', sending: 'Wird gesendet…', sms: 'Ich möchte per SMS über Angebote informiert werden (optional).',
  nameInvalid: 'Bitte Vor- und Nachnamen angeben.', phoneInvalid: 'Bitte eine gültige Telefonnummer angeben (05xx xxx xx xx).', consentRequired: 'Zum Fortfahren ist die Einwilligung nötig.', slotOffer: 'Nächste freie Zeiten:',
  done: 'Ihr Termin ist gebucht', pending: 'Anfrage erhalten; der Termin gilt, sobald der Betrieb ihn bestätigt.', code: 'Ihr Buchungscode', copy: 'Kopieren', copied: 'Kopiert', addCal: 'Zum Kalender', manage: 'Termin verwalten', manageHint: 'Über diesen Link können Sie den Termin ansehen, absagen oder verschieben.', newBooking: 'Neuer Termin',
  codeLabel: 'Buchungscode', find: 'Abrufen', appointment: 'Ihr Termin', when: 'Datum', total: 'Gesamt', cancel: 'Absagen', cancelAsk: 'Termin absagen?', cancelYes: 'Ja, absagen', keep: 'Behalten',
  svc: 'Leistungen', who: 'Mitarbeiter', reschedule: 'Verschieben', moveTo: 'Neue Uhrzeit wählen', moveConfirm: 'Auf {t} verschieben', cancelled: 'Ihr Termin wurde abgesagt.', moved: 'Ihr Termin wurde verschoben.', until: 'Absagen oder verschieben bis {t}', locked: 'Dieser Termin kann online nicht mehr geändert werden.', min: 'Min.',
  s_beklemede: 'Wartet auf Bestätigung', s_onaylandi: 'Bestätigt', s_iptal: 'Abgesagt', s_gelmedi: 'Nicht erschienen', s_tamamlandi: 'Abgeschlossen',
  wl: 'Auf die Warteliste',
};

export const RU: Metinler = {
  lookup: 'Найти запись', loading: 'Загрузка…', failed: 'Не удалось загрузить данные.', retry: 'Повторить', back: 'Назад', next: 'Далее', step: 'Шаг {n} из 4',
  services: 'Выберите услуги', staff: 'Выберите мастера', any: 'Любой мастер', anyHint: 'Первый свободный', noStaff: 'Нет мастера, который выполняет все выбранные услуги.', date: 'Дата и время', time: 'Выберите время', closed: 'выходной', noSlots: 'В этот день свободного времени нет.', pickDay: 'Сначала выберите день.', checking: 'Проверяем свободные дни…',
  details: 'Ваши данные', name: 'Имя и фамилия', phone: 'Телефон', phoneHint: 'напр. 05xx xxx xx xx', email: 'Эл. почта (необязательно)',
  kvkk: 'Ваши данные (имя, телефон, эл. почта) обрабатываются только для управления этой записью согласно закону Турции о персональных данных (KVKK).', consent: 'Я прочитал(а) {a} и согласен(на) на обработку моих данных.', notice: 'уведомление о персональных данных', confirm: 'Подтвердить запись', sending: 'Отправка…', sms: 'Хочу получать предложения по SMS (необязательно).',
  nameInvalid: 'Укажите имя и фамилию.', phoneInvalid: 'Укажите верный номер телефона (05xx xxx xx xx).', consentRequired: 'Для продолжения нужно согласие.', slotOffer: 'Ближайшее свободное время:',
  done: 'Вы записаны', pending: 'Заявка получена; запись подтвердится после одобрения.', code: 'Код записи', copy: 'Копировать', copied: 'Скопировано', addCal: 'Добавить в календарь', manage: 'Управление записью', manageHint: 'По этой ссылке можно посмотреть, отменить или перенести запись.', newBooking: 'Новая запись',
  codeLabel: 'Код записи', find: 'Найти', appointment: 'Ваша запись', when: 'Дата', total: 'Итого', cancel: 'Отменить', cancelAsk: 'Отменить запись?', cancelYes: 'Да, отменить', keep: 'Оставить',
  svc: 'Услуги', who: 'Мастер', reschedule: 'Перенести', moveTo: 'Выберите новое время', moveConfirm: 'Перенести на {t}', cancelled: 'Запись отменена.', moved: 'Запись перенесена.', until: 'Отменить или перенести можно до {t}', locked: 'Эту запись больше нельзя изменить онлайн.', min: 'мин',
  s_beklemede: 'Ждёт подтверждения', s_onaylandi: 'Подтверждена', s_iptal: 'Отменена', s_gelmedi: 'Неявка', s_tamamlandi: 'Завершена',
  wl: 'Встать в лист ожидания',
};


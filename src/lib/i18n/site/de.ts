import type { SiteTexts } from './types';

/** Public site texts in German. */
export const de: SiteTexts = {
  common: {
    skip: 'Zum Inhalt springen',
    navLabel: 'Hauptmenü',
    nav: { home: 'Startseite', services: 'Leistungen', about: 'Über uns', contact: 'Kontakt', login: 'Anmelden' },
    menu: 'Menü',
    language: 'Sprache',
    languageLabel: 'Sprache wählen',
    demoCta: 'Demo anfragen',
    contactCta: 'Kontakt aufnehmen',
    learnMore: 'Mehr erfahren',
    soon: 'Demnächst',
    otherServices: 'Unsere weiteren Leistungen',
    footer: {
      tagline: 'Betriebssoftware, die QR-Speisekarte, Bestellungen und Terminverwaltung für Cafés, Restaurants und Schönheitssalons in einem Panel vereint.',
      servicesTitle: 'Leistungen',
      companyTitle: 'Unternehmen',
      contactTitle: 'Kontakt',
      rights: 'Alle Rechte vorbehalten.',
      taxOffice: 'Finanzamt',
      taxNo: 'Steuernummer',
      madeIn: 'Entwickelt in Istanbul.',
    },
    ctaBand: {
      title: 'Bereit, Ihren Betrieb zu digitalisieren?',
      text: 'Technisches Wissen ist nicht nötig. Unser Team richtet Speisekarte, Tische und Leistungen gemeinsam mit Ihnen ein – Sie kümmern sich um Ihre Gäste.',
    },
    services: {
      qrMenu: {
        name: 'QR-Speisekarte',
        text: 'Gäste scannen den QR-Code am Tisch und sehen Ihre Speisekarte in ihrer Sprache – immer mit aktuellen Preisen.',
        bullets: ['Speisekarte auf Türkisch, Englisch, Deutsch und Russisch', 'Aktionen und Tagesempfehlungen', 'Preisänderungen sofort online'],
      },
      cafe: {
        name: 'Café-Verwaltung',
        text: 'Tische, Rechnungen, Kasse und Tagesabschluss auf einem Bildschirm: schnellerer Service, keine verwechselten Rechnungen.',
        bullets: ['Live-Tischplan und offene Rechnungen', 'Bar- und Kartenzahlung, Kassenbewegungen', 'Tagesabschluss- und Zeitraumberichte'],
      },
      appointment: {
        name: 'Terminverwaltung',
        text: 'Online-Buchungsseite, Widget für Ihre eigene Website und Mitarbeiterkalender für Schönheitssalons und Friseure.',
        bullets: ['Online-Buchung rund um die Uhr', 'Widget mit einer Zeile Code für Ihre Website', 'Kunden fragen ihre Termine selbst ab'],
      },
    },
    modules: [
      { icon: 'heart', title: 'Kundenbeziehungen (CRM)', text: 'Mit Kundenkarten, Besuchshistorie und Notizen bauen Sie einen treuen Kundenstamm auf.' },
      { icon: 'box', title: 'Lager und Inventar', text: 'Behalten Sie Produkte, Material und Ausstattung im Blick und erkennen Sie knappe Bestände rechtzeitig.' },
      { icon: 'users', title: 'Personal', text: 'Verwalten Sie Ihre Mitarbeitenden und ihre Aufgaben in einer Liste und verknüpfen Sie sie mit dem Terminkalender.' },
      { icon: 'lock', title: 'Benutzer und Berechtigungen', text: 'Kasse, Service oder Leitung: Jeder sieht nur, was er braucht, und darf nur, was er soll.' },
      { icon: 'chart', title: 'Berichte', text: 'Tagesumsatz, Bestseller und Terminauslastung auf einen Blick.' },
      { icon: 'store', title: 'Mehrere Standorte', text: 'Wechseln Sie mit einem Konto zwischen allen Filialen; die Daten jedes Standorts bleiben getrennt.' },
    ],
  },

  home: {
    meta: {
      title: 'İşletmePro – QR-Speisekarte, Café- und Terminverwaltung',
      description: 'Digitale QR-Speisekarte, Rechnungen und Kasse, Online-Terminbuchung, CRM und Lager in einem Panel für Cafés, Restaurants und Schönheitssalons in der Türkei.',
    },
    hero: {
      eyebrow: 'Für Cafés, Restaurants und Schönheitssalons',
      title: 'Ihr ganzer Betrieb in einem Panel',
      lead: 'Von der QR-Speisekarte bis zur Rechnung, von der Online-Buchung bis zur Kundenpflege: İşletmePro vereinfacht Ihren Alltag. Sie kümmern sich um Ihre Gäste, das Panel erledigt den Rest.',
      points: ['Keine Installation, läuft im Browser', 'Gästeerlebnis in vier Sprachen', 'Support-Team vor Ort in der Türkei'],
    },
    statsLabel: 'İşletmePro auf einen Blick',
    stats: [
      { value: '4', label: 'Sprachen für Speisekarte und Buchungsseite' },
      { value: '24/7', label: 'Online-Terminbuchung' },
      { value: '1', label: 'Panel für alle Standorte' },
      { value: '0', label: 'Programme oder Spezialhardware zu installieren' },
    ],
    services: {
      eyebrow: 'Leistungen',
      title: 'Drei starke Lösungen – ganz nach Bedarf',
      lead: 'Einzeln oder kombiniert nutzbar: Alle laufen im selben Panel mit denselben Daten.',
    },
    modules: {
      eyebrow: 'Module',
      title: 'Wächst mit Ihrem Betrieb',
      lead: 'Starten Sie mit dem Nötigsten und schalten Sie neue Module zu, wenn Ihr Betrieb wächst.',
    },
    steps: {
      eyebrow: 'So funktioniert’s',
      title: 'In vier Schritten digital',
      lead: 'Vom ersten Gespräch bis zum ersten QR-Scan sind wir an Ihrer Seite.',
      items: [
        { title: 'Kennenlernen', text: 'In einem kurzen Gespräch lernen wir Ihren Betrieb kennen und wählen gemeinsam die passenden Module.' },
        { title: 'Daten eingeben', text: 'Tragen Sie Speisekarte, Tische, Leistungen und Personal ins Panel ein – oder wir übernehmen den Import.' },
        { title: 'Mit Gästen teilen', text: 'Stellen Sie die QR-Codes auf die Tische und fügen Sie Ihren Buchungslink zu Instagram und Ihrer Website hinzu.' },
        { title: 'Im Panel steuern', text: 'Verfolgen Sie Bestellungen, Termine und Berichte am Computer, Tablet oder Smartphone.' },
      ],
    },
    audience: {
      eyebrow: 'Für wen?',
      title: 'Für jeden Betrieb, der Gäste empfängt',
      lead: 'Ob kleines Kaffeehaus oder Salonkette mit mehreren Filialen.',
      items: [
        { icon: 'cup', title: 'Cafés und Restaurants', text: 'QR-Speisekarte am Tisch, schnelle Rechnungen, Kasse und Tagesabschluss.' },
        { icon: 'sparkle', title: 'Schönheitssalons und Friseure', text: 'Online-Buchung, Mitarbeiterkalender und Kundenhistorie an einem Ort.' },
        { icon: 'store', title: 'Betriebe mit mehreren Standorten', text: 'Wechsel zwischen Filialen mit einem Klick und Berechtigungen pro Benutzer.' },
      ],
    },
    pricing: {
      eyebrow: 'Preise',
      title: 'Nur so viel, wie Sie brauchen',
      lead: 'Die Pakete richten sich nach den gewählten Modulen und der Zahl Ihrer Standorte. Fragen Sie uns nach einem individuellen Angebot.',
      recommended: 'Empfohlen',
      plans: [
        { name: 'QR-Speisekarte', text: 'Für jeden Betrieb, der seine Speisekarte digitalisieren möchte.', bullets: ['Kategorien, Unterkategorien und Produkte', 'Speisekarte in vier Sprachen', 'Aktionen und Designauswahl'] },
        { name: 'Café', text: 'Für Cafés und Restaurants mit Tischservice.', bullets: ['Alles aus dem Paket QR-Speisekarte', 'Tische, Rechnungen und Kasse', 'Tagesabschluss und Lager'] },
        { name: 'Salon', text: 'Für Schönheitssalons und Friseure mit Terminbetrieb.', bullets: ['Online-Buchungsseite und Widget', 'Mitarbeiterkalender', 'CRM und Kundenhistorie'] },
      ],
      note: 'Benutzer- und Berechtigungsverwaltung ist in jedem Paket enthalten.',
      cta: 'Angebot anfordern',
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        { q: 'Müssen meine Gäste eine App herunterladen?', a: 'Nein. QR-Speisekarte und Buchungsseite öffnen sich im Browser des Smartphones – ohne Download und ohne Registrierung.' },
        { q: 'Brauche ich spezielle Hardware?', a: 'Nein. Das Betriebspanel läuft auf jedem Computer, Tablet und Smartphone mit aktuellem Browser.' },
        { q: 'In welchen Sprachen kann die Speisekarte erscheinen?', a: 'Türkisch, Englisch, Deutsch und Russisch. Fehlt eine Übersetzung, erscheint der türkische Text – Ihre Speisekarte ist also nie leer.' },
        { q: 'Ich habe mehrere Standorte. Kann ich alle verwalten?', a: 'Ja. Ein Benutzer kann mehreren Betrieben zugeordnet sein und wählt im Panel den Standort, an dem er arbeitet. Die Daten jedes Standorts bleiben getrennt.' },
        { q: 'Sehen meine Mitarbeitenden alles?', a: 'Nur so viel, wie Sie erlauben. Mit Berechtigungssätzen legen Sie fest, welche Bildschirme jeder Benutzer sieht und was er tun darf.' },
      ],
    },
  },

  about: {
    meta: {
      title: 'Über uns – İşletmePro',
      description: 'İşletmePro ist eine in Istanbul entwickelte Betriebssoftware, die den Alltag von Cafés, Restaurants und Schönheitssalons in der Türkei vereinfacht.',
    },
    hero: {
      eyebrow: 'Über uns',
      title: 'Gastfreundschaft leichter machen – mit Technik',
      lead: 'İşletmePro entstand in Istanbul, um den Alltag von Cafés, Restaurants und Schönheitssalons in der ganzen Türkei zu vereinfachen. Unser Ziel ist einfach: Inhaber sollen ihre Zeit mit Gästen verbringen, nicht vor dem Bildschirm.',
      points: [],
    },
    story: {
      eyebrow: 'Unsere Geschichte',
      title: 'Vom Papierbon zum einen Panel',
      paragraphs: [
        'Alles begann mit Papierbons, die sich an der Kasse eines Cafés stapelten, und dem Terminbuch eines Friseurs, das per Telefon gefüllt wurde. Wir sahen, dass kleine und mittlere Betriebe entweder mit vielen unverbundenen Programmen kämpfen oder alles von Hand erledigen.',
        'Wir haben İşletmePro entwickelt, um dieses Durcheinander zu beenden: QR-Speisekarte, Rechnungen, Kasse, Termine, Kunden und Lager arbeiten in einem Panel mit denselben Daten. Mit Rückmeldungen aus der Praxis verbessern wir das Produkt laufend.',
      ],
    },
    values: {
      eyebrow: 'Unsere Werte',
      title: 'Die Prinzipien hinter unserer Arbeit',
      lead: 'Jede neue Funktion messen wir an diesen vier Prinzipien.',
      items: [
        { icon: 'sparkle', title: 'Einfachheit', text: 'Jeder Bildschirm soll sich im vollen Service mit einer Hand bedienen lassen.' },
        { icon: 'pin', title: 'Nähe zum Markt', text: 'Die Arbeitsweise türkischer Betriebe, eine türkische Oberfläche und lokale Anforderungen stehen bei uns an erster Stelle.' },
        { icon: 'shield', title: 'Vertrauen', text: 'Die Daten jedes Betriebs werden getrennt gehalten; Sitzungen und Berechtigungen werden auf dem Server geprüft.' },
        { icon: 'heart', title: 'Persönlicher Support', text: 'Ihre Fragen beantwortet ein Team, das das Produkt genau kennt.' },
      ],
    },
    why: {
      title: 'Warum İşletmePro?',
      bullets: [
        'Speisekarte, Rechnungen, Termine und Kundendaten in einem Panel',
        'Ein Erlebnis in vier Sprachen für Gäste, ohne App-Download',
        'Dasselbe Panel auf Computer, Tablet und Smartphone',
        'Passende Zugriffe für Ihr Team dank Benutzern und Berechtigungssätzen',
        'Mehrere Standorte mit einem Konto verwalten',
      ],
    },
    security: {
      title: 'Ihre Daten in sicheren Händen',
      text: 'Passwörter werden nicht umkehrbar gespeichert, Sitzungen sind durch sichere Cookies geschützt, und jede Aktion durchläuft eine Berechtigungsprüfung. Kein Betrieb kann jemals auf die Daten eines anderen zugreifen.',
    },
  },

  services: {
    meta: {
      title: 'Leistungen – İşletmePro',
      description: 'Entdecken Sie QR-Speisekarte, Café-Verwaltung und Terminverwaltung sowie unsere Module für CRM, Lager, Personal und Berechtigungen.',
    },
    hero: {
      eyebrow: 'Leistungen',
      title: 'Alles, was Sie für Ihren Betrieb brauchen',
      lead: 'Unsere drei Hauptleistungen lassen sich einzeln oder zusammen nutzen. Alle arbeiten im selben Betriebspanel mit denselben Kunden- und Lagerdaten.',
      points: [],
    },
    main: {
      eyebrow: 'Hauptleistungen',
      title: 'Wählen Sie, was zu Ihnen passt',
      lead: 'Auf der Seite jeder Leistung finden Sie Funktionen, Ablauf und Antworten auf häufige Fragen.',
    },
    modules: {
      eyebrow: 'Alle Module',
      title: 'Module, die die Hauptleistungen ergänzen',
      lead: 'Jedes Modul läuft im selben Panel; was Sie an einer Stelle eingeben, steht überall bereit.',
    },
    panel: {
      title: 'Das Betriebspanel: alles auf einem Bildschirm',
      text: 'Am Desktop öffnet sich das Betriebspanel mit einem breiten Seitenmenü, am Smartphone mit einem schlichten Schubladenmenü. Den Standort wählen Sie in der oberen Leiste, alle Module erreichen Sie von derselben Stelle.',
      bullets: ['Keine Installation, Anmeldung im Browser', 'Standortwahl mit standortbezogenen Daten', 'Menüs und Berechtigungen pro Benutzer', 'Türkische Oberfläche, mehrsprachige Gästeansichten'],
    },
    faq: {
      title: 'Fragen zu unseren Leistungen',
      items: [
        { q: 'Kann ich Leistungen einzeln buchen?', a: 'Ja. Starten Sie nur mit der QR-Speisekarte und ergänzen Sie später Café- oder Terminverwaltung; Ihre Daten bleiben erhalten.' },
        { q: 'Wie lange dauert die Einrichtung?', a: 'Die meisten Betriebe legen noch am selben Tag los, sobald Speisekarte und Tische erfasst sind. Auf Wunsch richtet unser Team alles gemeinsam mit Ihnen ein.' },
        { q: 'Schulen Sie mein Team?', a: 'Ja. Eine kurze Online-Einführung sorgt dafür, dass sich Ihr Team schnell im Panel zurechtfindet.' },
      ],
    },
  },

  qrMenu: {
    meta: {
      title: 'QR-Speisekarte – İşletmePro',
      description: 'Digitale Speisekarte per QR-Code am Tisch, in vier Sprachen und im Look Ihrer Marke. Preise sofort ändern, Aktionen hervorheben.',
    },
    hero: {
      eyebrow: 'QR-Speisekarte',
      title: 'Ihre Gäste lesen die Speisekarte in ihrer Sprache',
      lead: 'Gäste scannen den QR-Code am Tisch und öffnen Ihre Speisekarte ohne App. Änderungen an Produkten, Preisen und Aktionen sind sofort online – und Druckkosten entfallen.',
      points: ['Kein App-Download nötig', 'Türkisch, Englisch, Deutsch, Russisch', 'Preise sofort aktualisieren'],
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Was Ihre QR-Speisekarte bietet',
      lead: 'Alles, um Ihre Speisekarte vom ersten Blick bis zur Bestellung bestens zu präsentieren.',
      items: [
        { icon: 'globe', title: 'Speisekarte in vier Sprachen', text: 'Gäste wählen ihre Sprache; fehlt eine Übersetzung, erscheint der türkische Text – nie eine leere Seite.' },
        { icon: 'layers', title: 'Kategorien und Unterkategorien', text: 'Vom Frühstück bis zum Dessert: Gliedern Sie Ihre Karte so tief, wie Sie möchten.' },
        { icon: 'tag', title: 'Aktionen', text: 'Festpreismenüs, Gratisartikel oder Prozentrabatte; laufende und kommende Aktionen zeigen ihre Restlaufzeit.' },
        { icon: 'image', title: 'Produktdetails', text: 'Präsentieren Sie Ihre Produkte appetitlich mit Beschreibung, Zutaten und Eigenschaften.' },
        { icon: 'wifi', title: 'Willkommensseite', text: 'Begrüßung, WLAN-Daten, Adresse und Kontakt gleich zu Beginn der Speisekarte.' },
        { icon: 'sparkle', title: 'Ihr eigenes Design', text: 'Farben und Look passen zu Ihrer Marke, und die Karte lädt auf jedem Smartphone schnell.' },
      ],
    },
    steps: {
      eyebrow: 'So funktioniert’s',
      title: 'In drei Schritten online',
      lead: 'Kein technisches Wissen nötig; alles wird im Betriebspanel verwaltet.',
      items: [
        { title: 'Speisekarte eingeben', text: 'Legen Sie Kategorien, Produkte, Preise und Bilder im Panel an.' },
        { title: 'Design wählen', text: 'Bestimmen Sie Farben und Look passend zu Ihrer Marke.' },
        { title: 'QR-Codes platzieren', text: 'Drucken Sie Ihren QR-Code auf Tischaufsteller, ins Schaufenster oder auf Lieferkarten – und lassen Sie scannen.' },
      ],
    },
    highlight: {
      title: 'Abschied von der gedruckten Karte',
      text: 'Kein Neudruck mehr bei Preisänderungen. Was Sie im Panel ändern, erscheint sofort auf dem Smartphone des Gastes.',
      bullets: ['Ausverkaufte Artikel mit einem Tipp ausblenden', 'Das Tagesgericht hervorheben', 'Touristen in ihrer Sprache bedienen'],
    },
    faq: {
      title: 'Fragen zur QR-Speisekarte',
      items: [
        { q: 'Ändert sich der QR-Code, wenn ich die Karte aktualisiere?', a: 'Nein. Ihr QR-Code bleibt gleich; jede Änderung erscheint auf der Seite, die er öffnet.' },
        { q: 'Kann ich die Speisekarte in meine Website einbinden?', a: 'Ja. Das Speisekarten-Widget wird mit einer Zeile Code eingebunden und beeinflusst das Design Ihrer Website nicht.' },
        { q: 'Wie wechseln Gäste die Sprache?', a: 'Über die Sprachauswahl auf der Speisekarte wechseln sie jederzeit zwischen Türkisch, Englisch, Deutsch und Russisch.' },
      ],
    },
  },

  cafe: {
    meta: {
      title: 'Café-Verwaltung – İşletmePro',
      description: 'Führen Sie Ihr Café oder Restaurant aus einem Panel: Tischplan, Rechnungen, Kasse und Tagesabschluss.',
    },
    hero: {
      eyebrow: 'Café-Verwaltung',
      title: 'Vom Tisch bis zur Kasse – jeder Moment im Griff',
      lead: 'Welcher Tisch ist besetzt, welche Rechnung offen, was ist in der Kasse? Mit İşletmePro sehen Sie alles live und machen den Tagesabschluss in Minuten.',
      points: ['Tischstatus live', 'Rechnungen und Zahlungen im Blick', 'Tagesabschlussberichte'],
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Werkzeuge für schnelleren Service',
      lead: 'Vom Service bis zur Kasse, vom Inhaber bis zur Leitung arbeiten alle mit denselben aktuellen Informationen.',
      items: [
        { icon: 'grid', title: 'Tischplan', text: 'Innenraum, Garten oder Terrasse: Legen Sie Bereiche und Tische an und erkennen Sie freie und besetzte Tische an der Farbe.' },
        { icon: 'receipt', title: 'Rechnungen', text: 'Bestellungen dem Tisch zuordnen, offene Rechnungen verfolgen und bar oder mit Karte abrechnen.' },
        { icon: 'wallet', title: 'Kasse', text: 'Zahlungen sowie Ein- und Auszahlungen erfassen, damit die Kasse immer stimmt.' },
        { icon: 'chart', title: 'Tagesabschluss', text: 'Umsatz, Zahlungsarten und Bestseller in einem Bericht. Schichten über Mitternacht hinaus zählen zum richtigen Tag.' },
        { icon: 'box', title: 'Lagerverwaltung', text: 'Behalten Sie Produkt- und Materialbestände im Blick und erkennen Sie Engpässe rechtzeitig.' },
        { icon: 'lock', title: 'Personal und Berechtigungen', text: 'Eigene Berechtigungssätze für Service, Kasse und Leitung.' },
      ],
    },
    steps: {
      eyebrow: 'So funktioniert’s',
      title: 'Von der Bestellung bis zum Tagesabschluss',
      lead: 'Ihr Team ist in wenigen Minuten eingearbeitet – den Unterschied merken Sie schon am ersten Tag.',
      items: [
        { title: 'Bereiche und Tische anlegen', text: 'Übertragen Sie Ihren Raumplan in wenigen Minuten ins Panel.' },
        { title: 'Bestellungen erfassen', text: 'Der Service bucht Bestellungen per Tablet oder Smartphone auf den Tisch; offene Rechnungen sind sofort für alle aktuell.' },
        { title: 'Abrechnen und auswerten', text: 'Zahlung annehmen, Tisch freigeben – am Abend liegen Kassen- und Umsatzbericht bereit.' },
      ],
    },
    highlight: {
      title: 'Reibungsloser Service auch zur Stoßzeit',
      text: 'Das ganze Team sieht denselben Live-Bildschirm: Kein Tisch wird doppelt bestellt, keine Rechnung verwechselt.',
      bullets: ['Gleichzeitig auf mehreren Geräten', 'Jede Aktion mit Benutzernamen protokolliert', 'Dieselbe Produkt- und Preisliste wie die QR-Speisekarte'],
    },
    faq: {
      title: 'Fragen zur Café-Verwaltung',
      items: [
        { q: 'Welche Geräte kann ich nutzen?', a: 'Jeden Computer, jedes Tablet und Smartphone mit aktuellem Browser. Zusätzliche Programme sind nicht nötig.' },
        { q: 'Wir haben lange geöffnet. Wie werden Berichte berechnet?', a: 'Berichte folgen Ihrem Geschäftstag. Auch wenn Sie nach Mitternacht abschließen, werden Umsätze dem richtigen Tag zugeordnet.' },
        { q: 'Muss ich Produkte für Speisekarte und Rechnungen doppelt anlegen?', a: 'Nein. Es gibt eine Produkt- und Preisliste, die QR-Speisekarte und Rechnungen gemeinsam nutzen.' },
      ],
    },
  },

  appointment: {
    meta: {
      title: 'Terminverwaltung – İşletmePro',
      description: 'Online-Buchungsseite, Website-Widget, Mitarbeiterkalender und Terminabfrage für Schönheitssalons und Friseure.',
    },
    hero: {
      eyebrow: 'Terminverwaltung',
      title: 'Ihr Kalender füllt sich – sogar im Schlaf',
      lead: 'Kunden buchen auf Ihrer eigenen Buchungsseite oder im Widget auf Ihrer Website, indem sie Leistung, Mitarbeiter und Uhrzeit wählen. Weniger Anrufe, immer ein aktueller Kalender.',
      points: ['Online-Buchung rund um die Uhr', 'Widget für Ihre Website', 'Terminabfrage für Kunden'],
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Alles für einfache Terminbuchung',
      lead: 'Online-Buchung von A bis Z für Ihren Salon, Friseur oder Ihr Kosmetikstudio.',
      items: [
        { icon: 'link', title: 'Eigene Buchungsseite', text: 'Teilen Sie Ihren persönlichen Link im Instagram-Profil, in WhatsApp-Nachrichten und in Ihrem Eintrag auf Kartendiensten.' },
        { icon: 'code', title: 'Website-Widget', text: 'Zeigen Sie das Buchungsformular mit einer Zeile Code auf Ihrer Website; Ihr Design bleibt unberührt.' },
        { icon: 'calendar', title: 'Mitarbeiterkalender', text: 'Arbeitstage und Termine jedes Mitarbeiters im Blick; an Ruhetagen sind keine Buchungen möglich.' },
        { icon: 'search', title: 'Terminabfrage', text: 'Kunden fragen ihre Termine selbst ab – weniger Anrufe nach dem Motto „Wann war ich noch mal dran?“.' },
        { icon: 'shield', title: 'Keine Doppelbuchungen', text: 'Jede Uhrzeit wird nur einmal vergeben; ist sie gerade belegt, wählt der Kunde sofort eine andere.' },
        { icon: 'heart', title: 'Kundenhistorie', text: 'Im CRM sehen Sie vergangene Termine und Notizen jedes Kunden und lernen Ihre Stammkunden kennen.' },
      ],
    },
    steps: {
      eyebrow: 'So funktioniert’s',
      title: 'Online-Buchung in drei Schritten',
      lead: 'Die Einrichtung dauert wenige Minuten, den Rest erledigt der Kalender.',
      items: [
        { title: 'Leistungen und Personal anlegen', text: 'Legen Sie Dauer, Preise und die Zuordnung von Mitarbeitern zu Leistungen fest.' },
        { title: 'Link teilen', text: 'Teilen Sie Ihre Buchungsseite in sozialen Medien oder binden Sie das Widget auf Ihrer Website ein.' },
        { title: 'Kalender verwalten', text: 'Neue Termine erscheinen sofort im Panel; planen Sie Tag und Woche auf einen Blick.' },
      ],
    },
    highlight: {
      title: 'Kein Stuhl bleibt leer',
      text: 'Mit Online-Buchung verpassen Sie auch Anfragen außerhalb der Öffnungszeiten nicht. Ihr Team konzentriert sich auf Kunden statt aufs Telefon.',
      bullets: ['Leistung, Mitarbeiter und Uhrzeit in einem Ablauf', 'Buchungsseite in vier Sprachen', 'Gegen Missbrauch geschützte Formulare'],
    },
    faq: {
      title: 'Fragen zur Terminverwaltung',
      items: [
        { q: 'Müssen sich meine Kunden registrieren?', a: 'Nein. Kunden buchen in wenigen Schritten, ganz ohne Konto.' },
        { q: 'Stört das Widget das Design meiner Website?', a: 'Nein. Das Widget läuft in einem eigenen Bereich, unabhängig von den Stilen Ihrer Website.' },
        { q: 'Wie prüfen Kunden ihren Termin?', a: 'Auf der Seite zur Terminabfrage geben sie ihre Daten ein und sehen Datum und Uhrzeit ihres Termins.' },
      ],
    },
  },

  contact: {
    meta: {
      title: 'Kontakt – İşletmePro',
      description: 'Erreichen Sie das İşletmePro-Team per E-Mail, Telefon oder in unserem Büro in Istanbul. Demos, Angebote und technischer Support.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Wie können wir Ihnen helfen?',
      lead: 'Demo, Angebot oder technische Frage: Unser Team meldet sich werktags während der Bürozeiten so schnell wie möglich bei Ihnen.',
      points: [],
    },
    channelsTitle: 'So erreichen Sie uns',
    email: { label: 'E-Mail', hint: 'Wir antworten meist am selben Werktag.' },
    phone: { label: 'Telefon', hint: 'Werktags 09:00–18:00 Uhr (Istanbuler Zeit)' },
    address: { label: 'Adresse', hint: 'Bürobesuche nach Vereinbarung.', country: 'Türkei' },
    hours: { label: 'Bürozeiten', value: 'Montag–Freitag, 09:00–18:00 Uhr' },
    topics: {
      eyebrow: 'Schreiben Sie uns',
      title: 'Worum geht es?',
      lead: 'Wählen Sie ein Thema – Ihr E-Mail-Programm öffnet sich mit ausgefülltem Betreff.',
      cta: 'E-Mail schreiben',
      items: [
        { title: 'Demo-Anfrage', text: 'Wir zeigen Ihnen İşletmePro gemeinsam am Bildschirm.', subject: 'Demo-Anfrage' },
        { title: 'Preisangebot', text: 'Wir stellen ein Paket passend zu Ihrem Betrieb und Ihrer Standortzahl zusammen.', subject: 'Preisangebot' },
        { title: 'Technischer Support', text: 'Wir beantworten Ihre Fragen zur Bedienung des Panels.', subject: 'Technischer Support' },
        { title: 'Partnerschaft', text: 'Wir freuen uns auf Ihre Ideen zu Vertrieb und Integrationen.', subject: 'Partnerschaft' },
      ],
    },
    tips: {
      title: 'Für schnellere Hilfe',
      lead: 'Diese Angaben in Ihrer E-Mail helfen uns, schneller zu antworten:',
      items: ['Name und Stadt Ihres Betriebs', 'Leistungen, die Sie nutzen oder die Sie interessieren', 'Bei technischen Problemen ein Screenshot und die Uhrzeit des Fehlers'],
    },
    existing: {
      title: 'Schon Kunde?',
      text: 'Melden Sie sich im Betriebspanel an, um Ihr Konto, Ihre Standorte und Benutzer zu verwalten.',
    },
  },
};

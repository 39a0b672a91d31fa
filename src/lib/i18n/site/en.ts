import type { SiteTexts } from './types';

/** Public site texts in English. */
export const en: SiteTexts = {
  common: {
    skip: 'Skip to content',
    navLabel: 'Main menu',
    nav: { home: 'Home', services: 'Services', about: 'About us', contact: 'Contact', login: 'Log in' },
    menu: 'Menu',
    language: 'Language',
    languageLabel: 'Choose language',
    demoCta: 'Request a demo',
    contactCta: 'Contact us',
    learnMore: 'Learn more',
    soon: 'Coming soon',
    otherServices: 'Our other services',
    footer: {
      tagline: 'Business software that brings QR menus, table checks and appointments together in one panel for cafes, restaurants and beauty salons.',
      servicesTitle: 'Services',
      companyTitle: 'Company',
      contactTitle: 'Contact',
      rights: 'All rights reserved.',
      taxOffice: 'Tax office',
      taxNo: 'Tax no.',
      madeIn: 'Made in Istanbul.',
    },
    ctaBand: {
      title: 'Ready to take your business digital?',
      text: 'No technical knowledge needed. Our team sets up your menu, tables and services with you, so you can focus on your guests.',
    },
    services: {
      qrMenu: {
        name: 'QR Menu',
        text: 'Guests scan the QR code on the table and see your menu in their own language, always with current prices.',
        bullets: ['Menu in Turkish, English, German and Russian', 'Promotions and daily specials', 'Price changes go live instantly'],
      },
      cafe: {
        name: 'Cafe Management',
        text: 'Tables, checks, cash desk and end-of-day reports on one screen: faster service and no mixed-up bills.',
        bullets: ['Live table plan and check tracking', 'Cash and card payments, cash movements', 'End-of-day and period reports'],
      },
      appointment: {
        name: 'Appointment Management',
        text: 'An online booking page, a widget for your own website and staff calendars for beauty salons and hairdressers.',
        bullets: ['Online booking page, 24/7', 'One-line widget for your own website', 'Customers look up their own appointments'],
      },
    },
    modules: [
      { icon: 'heart', title: 'Customer Relations (CRM)', text: 'Build a loyal customer base with customer cards, visit history and follow-up notes.' },
      { icon: 'box', title: 'Stock and Inventory', text: 'Track products, supplies and equipment, and spot low stock in time.' },
      { icon: 'users', title: 'Staff', text: 'Manage your employees and their duties in one list and link them to the booking calendar.' },
      { icon: 'lock', title: 'Users and Permission Sets', text: 'Cashier, waiter or manager: everyone sees only what they need and does only what they should.' },
      { icon: 'chart', title: 'Reports', text: 'Daily revenue, best sellers and appointment occupancy at a glance.' },
      { icon: 'store', title: 'Multiple Venues', text: 'Switch between all your branches with one account; each venue’s data is kept separate.' },
    ],
  },

  home: {
    meta: {
      title: 'İşletmePro — QR Menu, Cafe and Appointment Management',
      description: 'Digital QR menu, table checks and cash tracking, online booking, CRM and inventory in one panel for cafes, restaurants and beauty salons in Turkey.',
    },
    hero: {
      eyebrow: 'For cafes, restaurants and beauty salons',
      title: 'Your whole business in one panel',
      lead: 'From QR menus to table checks, from online booking to customer follow-up: İşletmePro simplifies your daily work. You focus on your guests, the panel takes care of the rest.',
      points: ['Nothing to install, runs in the browser', 'Guest experience in four languages', 'Support team based in Turkey'],
    },
    statsLabel: 'İşletmePro at a glance',
    stats: [
      { value: '4', label: 'languages for QR menu and booking page' },
      { value: '24/7', label: 'online booking' },
      { value: '1', label: 'panel for all your venues' },
      { value: '0', label: 'programs or special hardware to install' },
    ],
    services: {
      eyebrow: 'Services',
      title: 'Three powerful solutions, as you need them',
      lead: 'Use them on their own or together: they all live in the same panel and share the same data.',
    },
    modules: {
      eyebrow: 'Modules',
      title: 'Growing with your business',
      lead: 'Start with the essentials and switch on new modules as your business grows.',
    },
    steps: {
      eyebrow: 'How it works',
      title: 'Go digital in four steps',
      lead: 'We are with you from the first call to the first QR scan.',
      items: [
        { title: 'Get to know us', text: 'In a short call we learn about your business and choose the modules you need together.' },
        { title: 'Enter your details', text: 'Add your menu, tables, services and staff to the panel, or let us do the import for you.' },
        { title: 'Share with your guests', text: 'Place the QR codes on your tables and add your booking link to your Instagram profile and website.' },
        { title: 'Run it from the panel', text: 'Follow orders, appointments and reports from a computer, tablet or phone.' },
      ],
    },
    audience: {
      eyebrow: 'Who is it for?',
      title: 'For every business that welcomes guests',
      lead: 'Whether you run a tiny coffee shop or a salon chain with several branches.',
      items: [
        { icon: 'cup', title: 'Cafes and restaurants', text: 'QR menu at the table, quick checks, cash desk and end-of-day reports.' },
        { icon: 'sparkle', title: 'Beauty salons and hairdressers', text: 'Online booking, staff calendars and customer history together.' },
        { icon: 'store', title: 'Businesses with several venues', text: 'One-click switching between branches and permissions per user.' },
      ],
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Only what you need',
      lead: 'Packages depend on the modules you choose and the number of venues. Contact us for an offer tailored to your business.',
      recommended: 'Recommended',
      plans: [
        { name: 'QR Menu', text: 'For any business that wants a digital menu.', bullets: ['Categories, subcategories and products', 'Menu in four languages', 'Promotions and theme choice'] },
        { name: 'Cafe', text: 'For cafes and restaurants with table service.', bullets: ['Everything in the QR Menu package', 'Tables, checks and cash desk', 'End-of-day reports and stock'] },
        { name: 'Salon', text: 'For beauty salons and hairdressers working by appointment.', bullets: ['Online booking page and widget', 'Staff calendars', 'CRM and customer history'] },
      ],
      note: 'User and permission set management is included in every package.',
      cta: 'Get an offer',
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        { q: 'Do my guests need to download an app?', a: 'No. The QR menu and booking page open in the phone’s browser; no download or sign-up needed.' },
        { q: 'Do I need special hardware?', a: 'No. The business panel runs on any computer, tablet or phone with an up-to-date browser.' },
        { q: 'Which languages can the menu be shown in?', a: 'Turkish, English, German and Russian. Where a translation is missing, the Turkish text is shown, so your menu is never blank.' },
        { q: 'I have several venues. Can I manage them all?', a: 'Yes. A user can belong to several venues and chooses the one they work in. Each venue’s data is kept separate.' },
        { q: 'Will my staff be able to see everything?', a: 'Only as much as you allow. Permission sets decide which screens each user sees and what they can do.' },
      ],
    },
  },

  about: {
    meta: {
      title: 'About us — İşletmePro',
      description: 'İşletmePro is business software made in Istanbul to simplify daily work for cafes, restaurants and beauty salons in Turkey.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'Making hospitality easier with technology',
      lead: 'İşletmePro was born in Istanbul to simplify daily work for cafes, restaurants and beauty salons across Turkey. Our goal is simple: owners should spend their time with guests, not with screens.',
      points: [],
    },
    story: {
      eyebrow: 'Our story',
      title: 'From paper checks to one panel',
      paragraphs: [
        'It all started with paper checks piling up at a cafe’s till and a hairdresser’s appointment book filled over the phone. We saw that small and mid-sized businesses either juggle many disconnected programs or track everything by hand.',
        'We built İşletmePro to end that mess: QR menu, checks, cash desk, appointments, customers and stock work in one panel, on the same data. We keep improving it with feedback from the field.',
      ],
    },
    values: {
      eyebrow: 'Our values',
      title: 'The principles behind our work',
      lead: 'Every new feature is weighed against these four principles.',
      items: [
        { icon: 'sparkle', title: 'Simplicity', text: 'We design every screen to be usable with one hand during a busy service.' },
        { icon: 'pin', title: 'Local focus', text: 'We put the way Turkish businesses work, a Turkish interface and local needs first.' },
        { icon: 'shield', title: 'Trust', text: 'Each venue’s data is kept separate; sessions and permissions are checked on the server.' },
        { icon: 'heart', title: 'Close support', text: 'Your questions are answered by a team that knows the product well.' },
      ],
    },
    why: {
      title: 'Why İşletmePro?',
      bullets: [
        'Menu, checks, appointments and customer data in one panel',
        'A four-language experience for guests, no app download',
        'The same panel on computer, tablet and phone',
        'Access that fits your team, with users and permission sets',
        'Several venues managed from one account',
      ],
    },
    security: {
      title: 'Your data is in safe hands',
      text: 'Passwords are stored in a non-reversible form, sessions are protected by secure cookies and every action passes a permission check. No venue can ever access another venue’s data.',
    },
  },

  services: {
    meta: {
      title: 'Services — İşletmePro',
      description: 'Discover our QR menu, cafe management and appointment management services, plus CRM, stock, staff and permission modules.',
    },
    hero: {
      eyebrow: 'Services',
      title: 'Everything you need to run your business',
      lead: 'Use our three main services on their own or together. They all work in the same business panel, with the same customer and stock data.',
      points: [],
    },
    main: {
      eyebrow: 'Main services',
      title: 'Choose what fits your business',
      lead: 'Each service page explains the features, how it works and answers common questions.',
    },
    modules: {
      eyebrow: 'All modules',
      title: 'Modules that complete the main services',
      lead: 'Every module works in the same panel; what you enter in one place is ready everywhere else.',
    },
    panel: {
      title: 'The business panel: everything on one screen',
      text: 'On a desktop the business panel opens with a wide side menu, on a phone with a simple drawer menu. Choose the venue you work in from the top bar and reach every module from the same place.',
      bullets: ['Nothing to install, log in from the browser', 'Venue selection with venue-specific data', 'Menus and permissions per user', 'Turkish interface, multilingual guest screens'],
    },
    faq: {
      title: 'Questions about our services',
      items: [
        { q: 'Can I subscribe to services separately?', a: 'Yes. Start with the QR menu only and add cafe or appointment management later; your data stays as it is.' },
        { q: 'How long does setup take?', a: 'Most businesses start using it the same day, once the menu and tables are entered. If you like, our team does the first setup with you.' },
        { q: 'Do you train my team?', a: 'Yes. A short online walkthrough gets your team comfortable with the panel quickly.' },
      ],
    },
  },

  qrMenu: {
    meta: {
      title: 'QR Menu — İşletmePro',
      description: 'A digital menu that opens from the QR code on the table, in four languages and in your brand’s look. Update prices instantly and highlight promotions.',
    },
    hero: {
      eyebrow: 'QR Menu',
      title: 'Let guests read your menu in their own language',
      lead: 'Guests scan the QR code on the table and open your menu without installing an app. Changes to products, prices and promotions go live instantly, and printing costs disappear.',
      points: ['No app to download', 'Turkish, English, German, Russian', 'Instant price updates'],
    },
    features: {
      eyebrow: 'Features',
      title: 'What your QR menu offers',
      lead: 'Everything you need to present your menu at its best, from first glance to order.',
      items: [
        { icon: 'globe', title: 'Menu in four languages', text: 'Guests choose their language; where a translation is missing the Turkish text is shown, so the menu is never blank.' },
        { icon: 'layers', title: 'Categories and subcategories', text: 'From breakfast to dessert, organise your menu as deep as you like.' },
        { icon: 'tag', title: 'Promotions', text: 'Fixed-price menus, a free extra item or a percentage discount; current and upcoming promotions show their remaining time.' },
        { icon: 'image', title: 'Product details', text: 'Present your products appetisingly with descriptions, ingredients and features.' },
        { icon: 'wifi', title: 'Welcome screen', text: 'A welcome message, Wi-Fi details, address and contact information right at the start of the menu.' },
        { icon: 'sparkle', title: 'Your own theme', text: 'Colours and look match your brand, and the menu loads quickly on every phone.' },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'Live in three steps',
      lead: 'No technical knowledge needed; everything is managed from the business panel.',
      items: [
        { title: 'Enter your menu', text: 'Add categories, products, prices and pictures in the panel.' },
        { title: 'Pick your theme', text: 'Choose colours and a look that match your brand.' },
        { title: 'Place the QR codes', text: 'Print your QR code on tables, in the window or on delivery cards, and let guests scan.' },
      ],
    },
    highlight: {
      title: 'Say goodbye to printed menus',
      text: 'No more reprinting when prices change. Whatever you change in the panel appears on the guest’s phone right away.',
      bullets: ['Hide sold-out items with one tap', 'Feature the dish of the day', 'Serve tourists in their own language'],
    },
    faq: {
      title: 'Questions about the QR menu',
      items: [
        { q: 'Does the QR code change when I update the menu?', a: 'No. Your QR code stays the same; every change you make appears on the page it opens.' },
        { q: 'Can I add the menu to my own website?', a: 'Yes. The menu widget is added to your website with one line of code and does not affect your site’s design.' },
        { q: 'How do guests change the language?', a: 'With the language option on the menu page they can switch between Turkish, English, German and Russian at any time.' },
      ],
    },
  },

  cafe: {
    meta: {
      title: 'Cafe Management — İşletmePro',
      description: 'Run your cafe or restaurant from one panel with a table plan, checks, cash desk and end-of-day reports.',
    },
    hero: {
      eyebrow: 'Cafe Management',
      title: 'From table to till, every moment of service under control',
      lead: 'Which table is taken, which check is open, what is in the till? With İşletmePro you see it all live and close the day in minutes.',
      points: ['Live table status', 'Check and payment tracking', 'End-of-day reports'],
    },
    features: {
      eyebrow: 'Features',
      title: 'Tools that speed up service',
      lead: 'From waiter to cashier, from owner to manager, everyone works with the same up-to-date information.',
      items: [
        { icon: 'grid', title: 'Table plan', text: 'Indoor, garden or terrace: define your areas and tables and tell free from occupied tables by colour.' },
        { icon: 'receipt', title: 'Checks', text: 'Add orders to a table, follow open checks and settle the bill in cash or by card.' },
        { icon: 'wallet', title: 'Cash desk', text: 'Record payments and cash in and out, so the till always adds up.' },
        { icon: 'chart', title: 'End-of-day reports', text: 'Revenue, payment types and best sellers in one report. Shifts that run past midnight count towards the right day.' },
        { icon: 'box', title: 'Stock tracking', text: 'Follow product and supply stock and spot running-low items in time.' },
        { icon: 'lock', title: 'Staff and permissions', text: 'Define separate permission sets for waiters, cashiers and managers.' },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'From order to end of day',
      lead: 'Your team gets used to it in minutes; you will notice the difference on your first service day.',
      items: [
        { title: 'Define areas and tables', text: 'Recreate your floor layout in the panel in a few minutes.' },
        { title: 'Add orders to checks', text: 'Waiters add orders to a table from a tablet or phone; open checks update for everyone at once.' },
        { title: 'Settle up and report', text: 'Take the payment and free the table; at the end of the day your cash and sales report is ready.' },
      ],
    },
    highlight: {
      title: 'Smooth service even at peak hours',
      text: 'The whole team sees the same live screen: no table gets the same order twice, and bills never get mixed up.',
      bullets: ['Works on several devices at the same time', 'Every action recorded with the user’s name', 'Same product and price list as the QR menu'],
    },
    faq: {
      title: 'Questions about cafe management',
      items: [
        { q: 'Which devices can I use?', a: 'Any computer, tablet or phone with an up-to-date browser. There is nothing extra to install.' },
        { q: 'We are open late. How are reports calculated?', a: 'Reports follow your business day. Even if you close the day after midnight, sales are booked to the right day.' },
        { q: 'Do I enter products separately for the QR menu and checks?', a: 'No. There is one product and price list, shared by the QR menu and checks.' },
      ],
    },
  },

  appointment: {
    meta: {
      title: 'Appointment Management — İşletmePro',
      description: 'Online booking page, website widget, staff calendars and appointment lookup for beauty salons and hairdressers.',
    },
    hero: {
      eyebrow: 'Appointment Management',
      title: 'Fill your calendar, even while you sleep',
      lead: 'Customers book by choosing a service, staff member and time on your own booking page or in the widget on your website. Fewer phone calls, and a calendar that is always up to date.',
      points: ['Online booking 24/7', 'A widget for your website', 'Appointment lookup for customers'],
    },
    features: {
      eyebrow: 'Features',
      title: 'Everything that makes booking easy',
      lead: 'Online booking from start to finish for your salon, hairdresser or beauty centre.',
      items: [
        { icon: 'link', title: 'Your own booking page', text: 'Add your personal link to your Instagram profile, WhatsApp messages and your business listing on maps.' },
        { icon: 'code', title: 'Website widget', text: 'Show the booking form on your own website with one line of code; your site’s design stays untouched.' },
        { icon: 'calendar', title: 'Staff calendars', text: 'See each employee’s working days and appointments; no bookings are taken on closed days.' },
        { icon: 'search', title: 'Appointment lookup', text: 'Customers look up their appointments themselves, so fewer “What time was I booked?” calls.' },
        { icon: 'shield', title: 'No double bookings', text: 'A slot can only be booked once; if it has just been taken, the customer picks another time right away.' },
        { icon: 'heart', title: 'Customer history', text: 'See every customer’s past appointments and notes in the CRM and get to know your regulars.' },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'Online booking in three steps',
      lead: 'Setup takes a few minutes; the calendar does the rest.',
      items: [
        { title: 'Add services and staff', text: 'Set durations, prices and which staff member offers which service.' },
        { title: 'Share your link', text: 'Share your booking page on social media or add the widget to your website.' },
        { title: 'Manage your calendar', text: 'New appointments appear in the panel instantly; plan your day and week at a glance.' },
      ],
    },
    highlight: {
      title: 'No more empty chairs',
      text: 'Online booking means you never miss requests that come in after hours. Your team focuses on customers, not on the phone.',
      bullets: ['Service, staff and time chosen in one flow', 'Booking page in four languages', 'Forms protected against abuse'],
    },
    faq: {
      title: 'Questions about appointment management',
      items: [
        { q: 'Do my customers need to sign up?', a: 'No. Customers book in a few steps without creating an account.' },
        { q: 'Will the widget break my website’s design?', a: 'No. The widget runs in its own area, independent of your site’s styles.' },
        { q: 'How do customers check their appointment?', a: 'On the appointment lookup page they enter their details and see the date and time of their appointment.' },
      ],
    },
  },

  contact: {
    meta: {
      title: 'Contact — İşletmePro',
      description: 'Reach the İşletmePro team by e-mail, phone or at our Istanbul office. Demos, quotes and technical support.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'How can we help you?',
      lead: 'A demo, a quote or a technical question: our team gets back to you as soon as possible during weekday office hours.',
      points: [],
    },
    channelsTitle: 'How to reach us',
    email: { label: 'E-mail', hint: 'We usually reply within the same business day.' },
    phone: { label: 'Phone', hint: 'Weekdays 09:00–18:00 (Istanbul time)' },
    address: { label: 'Address', hint: 'Office visits by appointment.', country: 'Turkey' },
    hours: { label: 'Office hours', value: 'Monday–Friday, 09:00–18:00' },
    topics: {
      eyebrow: 'Write to us',
      title: 'What would you like to write about?',
      lead: 'Pick a topic and your e-mail app opens with the subject line already filled in.',
      cta: 'Write an e-mail',
      items: [
        { title: 'Demo request', text: 'Let us walk through İşletmePro together on screen.', subject: 'Demo request' },
        { title: 'Price quote', text: 'We put together a package that fits your business and number of venues.', subject: 'Price quote' },
        { title: 'Technical support', text: 'We answer your questions about using the panel.', subject: 'Technical support' },
        { title: 'Partnership', text: 'We would love to hear your reseller and integration ideas.', subject: 'Partnership' },
      ],
    },
    tips: {
      title: 'For faster help',
      lead: 'Including these in your e-mail helps us respond faster:',
      items: ['Your business name and city', 'The services you use or are interested in', 'For technical issues, a screenshot and the time it happened'],
    },
    existing: {
      title: 'Already a customer?',
      text: 'Log in to the business panel to manage your account, venues and users.',
    },
  },
};

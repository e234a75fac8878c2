/**
 * Facts that are not words: phone numbers, addresses' coordinates, URLs, form ids.
 * Visible text lives in locales/; this module holds only what no translator should touch.
 */

export const siteOrigin = 'https://www.americanacademyeg.com';

export interface Phone {
  /** As printed, grouped for reading. */
  readonly display: string;
  /** E.164 for tel: links. */
  readonly e164: string;
}

const phone = (display: string): Phone => ({
  display,
  e164: `+20${display.replace(/\s/g, '').replace(/^0/, '')}`,
});

export const phones = {
  headOffice: {
    landlines: [phone('02 38371018'), phone('02 38373215')],
    mobiles: [phone('01099991865'), phone('01068842180')],
  },
  footer: {
    mobiles: [
      phone('01099991875'),
      phone('01099991865'),
      phone('01126666424'),
      phone('01126666423'),
    ],
  },
  maadi: {
    landlines: [phone('02 27507072')],
    mobiles: [phone('01012269593'), phone('01002185211'), phone('01114155559')],
  },
} as const;

/**
 * Where one short list of numbers is shown (the checkout, a form's fallback): the Head Office's
 * first landline and the mobiles that the footer lists too. The Head Office page and the footer
 * give different mobiles besides; a number on one list only is left out here, so the short list
 * never shows a visitor a number the footer does not.
 */
export const callUs: readonly Phone[] = [
  ...phones.headOffice.landlines.slice(0, 1),
  ...phones.headOffice.mobiles.filter((mobile) =>
    phones.footer.mobiles.some((listed) => listed.e164 === mobile.e164),
  ),
];

/** WhatsApp goes to the head office's first mobile. */
export const whatsappNumber = phones.headOffice.mobiles[0].e164.replace('+', '');

export function whatsappUrl(text?: string): string {
  const base = `https://wa.me/${whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** No e-mail address is published by the academy; set one here to enable mailto:. */
export const contactEmail: string | null = null;

export const social = {
  facebook: 'https://www.facebook.com/AmericanAcademyEgypt',
  x: 'https://twitter.com/AmirecanAcademy',
  linkedin: 'https://www.linkedin.com/company/american-academy-for-training-courses/',
  youtube: 'https://www.youtube.com/user/AmericanAcademyAATC',
} as const;

export const headOfficeMapQuery =
  '69 Central Spine Road, 3rd District, 6th of October City, Giza, Egypt';

export const integrations = {
  hubspot: {
    region: 'eu1',
    portalId: '143167258',
    formsScript: 'https://js-eu1.hsforms.net/forms/embed/v2.js',
    trackingScript: 'https://js-eu1.hs-scripts.com/143167258.js',
    forms: {
      courseForm: 'c95f36e1-e334-46c2-bbe6-f5cd7527ed1a',
      questionForm: '6fa8d300-e310-4c05-9324-96e6f459a478',
      jobsForm: 'b8830d4d-d53b-4be8-bb21-192cde26c38a',
    },
  },
  examSite: 'https://americanacademyeg.co/exam',
  etsRegistration: 'https://v2.ereg.ets.org/ereg/public/jump?_p=TEL',
  mapsEmbed: `https://www.google.com/maps?q=${encodeURIComponent(headOfficeMapQuery)}&output=embed`,
  mapsLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(headOfficeMapQuery)}`,
} as const;

export const foundedYear = 2007;

/** Card networks accepted at the bank's payment page (brand names, not translated). */
export const paymentCards = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'meeza', name: 'Meeza' },
] as const;

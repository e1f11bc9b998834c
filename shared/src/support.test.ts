import { SUPPORT_TRIAL_TEXT, supportLink } from './support';

afterEach(() => {
  delete process.env.SUPPORT_PHONE;
  delete process.env.SUPPORT_EMAIL;
});

describe('supportLink', () => {
  it('is null when no support contact is configured (no made-up number)', () => {
    expect(supportLink()).toBeNull();
    process.env.SUPPORT_PHONE = '123';
    expect(supportLink()).toBeNull();
  });

  it('prefers WhatsApp with the text, digits only', () => {
    process.env.SUPPORT_PHONE = '+54 9 11 2345-6789';
    process.env.SUPPORT_EMAIL = 'ayuda@ejemplo.com';
    expect(supportLink(SUPPORT_TRIAL_TEXT)).toBe(`https://wa.me/5491123456789?text=${encodeURIComponent(SUPPORT_TRIAL_TEXT)}`);
  });

  it('falls back to an e-mail with the text', () => {
    process.env.SUPPORT_EMAIL = ' ayuda@ejemplo.com ';
    expect(supportLink(SUPPORT_TRIAL_TEXT)).toBe(
      `mailto:ayuda@ejemplo.com?subject=${encodeURIComponent('Ayuda con la plataforma')}&body=${encodeURIComponent(SUPPORT_TRIAL_TEXT)}`,
    );
  });
});

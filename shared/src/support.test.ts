import { useSession } from './session/session-store';
import { fakeAccessToken } from './testing/fetch-stub';
import { SUPPORT_TRIAL_TEXT, openSupport, supportLink, useSupportForm } from './support';

afterEach(() => {
  delete process.env.SUPPORT_PHONE;
  useSession.getState().signOut();
  useSupportForm.setState({ open: false, text: '' });
  jest.restoreAllMocks();
});

describe('supportLink', () => {
  it('is null when no WhatsApp number is configured (no made-up number)', () => {
    expect(supportLink()).toBeNull();
    process.env.SUPPORT_PHONE = '123';
    expect(supportLink()).toBeNull();
  });

  it('is WhatsApp with the text, digits only', () => {
    process.env.SUPPORT_PHONE = '+54 9 11 2345-6789';
    expect(supportLink(SUPPORT_TRIAL_TEXT)).toBe(`https://wa.me/5491123456789?text=${encodeURIComponent(SUPPORT_TRIAL_TEXT)}`);
  });
});

describe('openSupport', () => {
  it('opens WhatsApp with SUPPORT_PHONE, not the in-app form', () => {
    process.env.SUPPORT_PHONE = '5491123456789';
    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'r' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openSupport();
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/5491123456789\?text=/), '_blank', 'noopener,noreferrer');
    expect(useSupportForm.getState().open).toBe(false);
  });

  it('without SUPPORT_PHONE, opens the in-app form, with the text given', () => {
    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'r' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openSupport(SUPPORT_TRIAL_TEXT);
    expect(useSupportForm.getState()).toMatchObject({ open: true, text: SUPPORT_TRIAL_TEXT });
    expect(open).not.toHaveBeenCalled();
  });

  it('without SUPPORT_PHONE and signed out, opens the form too (the sign-in screens mount their own)', () => {
    openSupport();
    expect(useSupportForm.getState()).toMatchObject({ open: true, text: '' });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Router from '@tanstack/react-router';
import { ERROR_CODES } from '@/contract/common';
import { renderInRouter } from '@/components/ui/test-render';
import { toastQueue } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { messages as english } from '@/locales/en/messages.po';
import { NewPasswordPage } from './new-password-page';

const checkResetLink = vi.hoisted(() => vi.fn());
const resetPassword = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../api/recovery', () => ({ checkResetLink, resetPassword }));
const login = vi.hoisted(() => vi.fn());
vi.mock('../api/login', () => ({ login }));
const beginSession = vi.hoisted(() => vi.fn(async () => ({ discarded: 0 })));
vi.mock('../begin-session', () => ({ beginSession }));
// The strength meter's dictionaries are no part of this page's modes.
vi.mock('@/components/form/use-password-strength', () => ({
  usePasswordStrength: () => undefined,
}));
// The frame's theme switch asks the system's scheme, which jsdom has not.
vi.mock('@/lib/theme', () => ({ useTheme: () => 'light', toggleTheme: () => {} }));
const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  useRouter: () => ({ navigate }),
}));

const USER_ID = '3f1c5a34-9e0b-4c1e-8a4f-2b7d6c9e1f00';
const CODE = 'x'.repeat(43);
const PASSWORD = 'Eingeladen-2026!';
const INVITATION = { organization: 'Klinikum Nord', email: 'lena.krause@example.org' };

const renderPage = (locale: 'de' | 'en' = 'de') =>
  renderInRouter(
    <QueryClientProvider client={new QueryClient()}>
      <NewPasswordPage userId={USER_ID} code={CODE} />
    </QueryClientProvider>,
    locale,
  );

async function savePassword(label: RegExp) {
  fireEvent.change(await screen.findByLabelText(label, { selector: 'input' }), {
    target: { value: PASSWORD },
  });
  fireEvent.change(screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }), {
    target: { value: PASSWORD },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  await waitFor(() =>
    expect(resetPassword).toHaveBeenCalledWith({
      userId: USER_ID,
      code: CODE,
      password: PASSWORD,
      passwordRetry: PASSWORD,
    }),
  );
}

// The whole form renders: slow on a busy 2-core machine, not a wait for anything.
describe('NewPasswordPage (issue 27.16)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.clearAllMocks();
    toastQueue.clear();
  });

  it('welcomes an invitee to the organisation and signs them in with the new password', async () => {
    checkResetLink.mockResolvedValue({ valid: true, invitation: INVITATION });
    login.mockResolvedValue({ user: { id: USER_ID } });
    await renderPage();
    await screen.findByRole('heading', { name: 'Willkommen bei Klinikum Nord' });
    expect(document.title).toBe('Willkommen bei Klinikum Nord');
    expect(screen.getByText('Legen Sie Ihr Passwort fest.')).toBeInTheDocument();
    expect(screen.queryByText(/Geräte abgemeldet/)).toBeNull();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveValue(INVITATION.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('autocomplete', 'username');

    await savePassword(/^Passwort(?! wiederholen)/);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/' }));
    expect(login).toHaveBeenCalledWith({ email: INVITATION.email, password: PASSWORD });
    expect(beginSession).toHaveBeenCalledWith(expect.any(QueryClient), {
      user: { id: USER_ID },
    });
    expect(toastQueue.visibleToasts).toEqual([]);
  });

  it('leaves an invitee at the login when signing in fails after the password was saved', async () => {
    checkResetLink.mockResolvedValue({ valid: true, invitation: INVITATION });
    login.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    await savePassword(/^Passwort(?! wiederholen)/);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/login' }));
    expect(beginSession).not.toHaveBeenCalled();
    expect(toastQueue.visibleToasts.map((shown) => shown.content.title)).toEqual([
      'Passwort geändert',
    ]);
  });

  it('titles the tab neither a reset nor a welcome while the link is checked', async () => {
    checkResetLink.mockReturnValue(new Promise(() => {}));
    await renderPage();
    await screen.findByRole('heading', { name: 'Link wird geprüft…' });
    expect(document.title).toBe('Link wird geprüft…');
  });

  it('titles the tab of the welcome in English, and gives the title back when it leaves', async () => {
    checkResetLink.mockResolvedValue({ valid: true, invitation: INVITATION });
    const { unmount } = await renderPage('en');
    // renderInRouter activates an empty catalogue; the English one is loaded over it.
    act(() => i18n.loadAndActivate({ locale: 'en', messages: english }));
    await screen.findByRole('heading', { name: 'Welcome to Klinikum Nord' });
    await waitFor(() => expect(document.title).toBe('Welcome to Klinikum Nord'));
    unmount();
    expect(document.title).not.toMatch(/Welcome|Willkommen/);
  });

  it('resets a password from a recovery link and sends the person to the login', async () => {
    checkResetLink.mockResolvedValue({ valid: true, invitation: null });
    await renderPage();
    await screen.findByRole('heading', { name: 'Passwort zurücksetzen' });
    expect(document.title).not.toMatch(/Willkommen/);
    expect(
      screen.getByText('Legen Sie ein neues Passwort fest. Danach sind alle Geräte abgemeldet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).toBeNull();

    await savePassword(/^Neues Passwort/);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/login' }));
    expect(login).not.toHaveBeenCalled();
  });

  it('says a used or expired link is invalid, without a form or a welcome', async () => {
    checkResetLink.mockResolvedValue(null);
    await renderPage();
    await screen.findByText('Link ungültig oder abgelaufen');
    expect(screen.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Passwort/, { selector: 'input' })).toBeNull();
  });

  it('turns to the invalid link when the link was used while the page was open', async () => {
    checkResetLink.mockResolvedValue({ valid: true, invitation: INVITATION });
    resetPassword.mockRejectedValueOnce(
      new ApiError(404, { code: ERROR_CODES.notFound, message: 'Link ungültig.' }),
    );
    await renderPage();
    await savePassword(/^Passwort(?! wiederholen)/);
    await screen.findByText('Link ungültig oder abgelaufen');
    expect(screen.queryByRole('heading', { name: /Willkommen/ })).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });
});

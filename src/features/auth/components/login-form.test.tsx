import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ERROR_CODES } from '@/contract/common';
import { renderWithI18n } from '@/components/ui/test-render';
import { toastQueue } from '@/components/ui/toast';
import { ApiError, NetworkError } from '@/lib/api-error';
import { rememberEndedElsewhere } from '@/lib/session-ended-elsewhere';
import { LoginForm } from './login-form';

const login = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('../api/login', () => ({ login }));
const beginSession = vi.hoisted(() => vi.fn(async () => ({ discarded: 0 })));
vi.mock('../begin-session', () => ({ beginSession }));
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ history: { push } }),
  Link: ({ children }: { children: ReactNode }) => <a href="/request-recovery">{children}</a>,
}));

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    { code: ERROR_CODES.tooManyRequests, message: 'Zu viele Versuche.' },
    retryAfterSeconds,
  );

/** The form as the app renders it: inside the query client (signing in fills its cache). */
const renderForm = (redirectTo?: string) =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm redirectTo={redirectTo} />
    </QueryClientProvider>,
  );

async function submitRefusedFor(retryAfterSeconds: number) {
  login.mockRejectedValueOnce(tooMany(retryAfterSeconds));
  await submit();
}

async function submit() {
  fireEvent.change(screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' }), {
    target: { value: 'anna@example.org' },
  });
  fireEvent.change(screen.getByLabelText(/^Passwort/, { selector: 'input' }), {
    target: { value: 'falsch-falsch' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  await waitFor(() => expect(login).toHaveBeenCalled());
}

describe('LoginForm when sign-ins are slowed down (429)', () => {
  afterEach(() => login.mockReset());

  it('says how many seconds to wait for a short delay', async () => {
    renderForm();
    await submitRefusedFor(2);
    expect(
      await screen.findByText(
        'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 2 Sekunden erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('says how many minutes to wait for a long one', async () => {
    renderForm();
    await submitRefusedFor(900);
    expect(
      await screen.findByText(
        'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.',
      ),
    ).toBeInTheDocument();
  });
});

describe('LoginForm after a session the server ended on this device (issue 10.14)', () => {
  beforeEach(() => rememberEndedElsewhere('anna'));
  afterEach(() => {
    login.mockReset();
    push.mockReset();
    localStorage.clear();
  });

  it('brings the same person back to the page the device was on', async () => {
    login.mockResolvedValueOnce({ user: { id: 'anna' } });
    renderForm('/settings/account');
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/settings/account'));
  });

  it('sends someone else to the start page', async () => {
    login.mockResolvedValueOnce({ user: { id: 'ben' } });
    renderForm('/settings/account');
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
  });

  it("tells someone else that the other person's waiting changes were discarded (decision 045)", async () => {
    login.mockResolvedValueOnce({ user: { id: 'ben' } });
    beginSession.mockResolvedValueOnce({ discarded: 3 });
    renderForm();
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(toastQueue.visibleToasts.map((shown) => shown.content)).toEqual([
      {
        severity: 'info',
        title:
          '3 nicht übertragene Änderungen einer anderen Anmeldung wurden von diesem Gerät gelöscht.',
      },
    ]);
    toastQueue.clear();
  });

  it('says nothing when nothing was discarded', async () => {
    login.mockResolvedValueOnce({ user: { id: 'anna' } });
    renderForm();
    await submit();
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(toastQueue.visibleToasts).toEqual([]);
  });
});

describe('LoginForm checks and errors (a light form, decision 130)', () => {
  afterEach(() => login.mockReset());

  const emailInput = () => screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' });
  const passwordInput = () => screen.getByLabelText(/^Passwort/, { selector: 'input' });

  it('checks nothing before the first submit, then every change, and focuses the first invalid field', async () => {
    renderForm();
    fireEvent.change(emailInput(), { target: { value: 'kein-at' } });
    expect(emailInput()).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte ausfüllen.')).toBeInTheDocument();
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(login).not.toHaveBeenCalled();

    fireEvent.change(emailInput(), { target: { value: 'anna@example.org' } });
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(passwordInput(), { target: { value: 'x' } });
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's field error at its field until it is edited, the rest above the fields", async () => {
    renderForm();
    login.mockRejectedValueOnce(
      new ApiError(422, {
        code: ERROR_CODES.validation,
        message: 'Eingaben prüfen.',
        errors: { email: ['Diese Adresse kennt der Server nicht.'] },
      }),
    );
    await submit();
    expect(await screen.findByText('Diese Adresse kennt der Server nicht.')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    expect(screen.queryByText('Diese Adresse kennt der Server nicht.')).toBeNull();

    login.mockRejectedValueOnce(
      new ApiError(401, { code: ERROR_CODES.wrongCredentials, message: 'Falsche Anmeldedaten.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Falsche Anmeldedaten.');
  });

  it('says when the server cannot be reached', async () => {
    renderForm();
    login.mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    await submit();
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(
      'Keine Verbindung zum Server.',
    );
  });
});

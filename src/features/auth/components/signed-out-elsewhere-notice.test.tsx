import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/components/ui/test-render';
import { rememberEndedElsewhere } from '@/lib/session-ended-elsewhere';
import { SignedOutElsewhereNotice } from './signed-out-elsewhere-notice';

afterEach(() => localStorage.clear());

describe('SignedOutElsewhereNotice', () => {
  it('says why the device is signed out when the server ended its session', () => {
    rememberEndedElsewhere('anna');
    renderWithI18n(<SignedOutElsewhereNotice signedOut />);
    expect(screen.getByText('Sie wurden auf diesem Gerät abgemeldet')).toBeInTheDocument();
  });

  it('says nothing for an old link once the device has signed in or out since', () => {
    renderWithI18n(<SignedOutElsewhereNotice signedOut />);
    expect(screen.queryByText('Sie wurden auf diesem Gerät abgemeldet')).toBeNull();
  });

  it('says nothing on a plain login page', () => {
    rememberEndedElsewhere('anna');
    renderWithI18n(<SignedOutElsewhereNotice signedOut={false} />);
    expect(screen.queryByText('Sie wurden auf diesem Gerät abgemeldet')).toBeNull();
  });
});

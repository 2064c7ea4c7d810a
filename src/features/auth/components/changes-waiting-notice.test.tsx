import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '@/components/ui/test-render';
import { forgetEndedElsewhere, rememberEndedElsewhere } from '@/lib/session-ended-elsewhere';
import { ChangesWaitingNotice } from './changes-waiting-notice';

afterEach(() => localStorage.clear());

describe('ChangesWaitingNotice', () => {
  it('says how many changes wait, and that only the same account sends them', () => {
    rememberEndedElsewhere('anna', 3);
    renderWithI18n(<ChangesWaitingNotice />);
    expect(screen.getByText('3 Änderungen warten auf Übertragung.')).toBeInTheDocument();
    expect(screen.getByText(/wieder mit demselben Konto anmelden/)).toBeInTheDocument();
    expect(screen.getByText(/Meldet sich jemand anderes an, werden sie/)).toBeInTheDocument();
  });

  it('appears once the emptied store says how many it kept, and goes with a sign-in', () => {
    rememberEndedElsewhere('anna');
    renderWithI18n(<ChangesWaitingNotice />);
    expect(screen.queryByText(/warten? auf Übertragung/)).toBeNull();
    act(() => rememberEndedElsewhere('anna', 1));
    expect(screen.getByText('1 Änderung wartet auf Übertragung.')).toBeInTheDocument();
    act(() => forgetEndedElsewhere());
    expect(screen.queryByText(/warten? auf Übertragung/)).toBeNull();
  });

  it('says nothing when no changes were kept', () => {
    rememberEndedElsewhere('anna', 0);
    renderWithI18n(<ChangesWaitingNotice />);
    expect(screen.queryByText(/auf Übertragung/)).toBeNull();
  });
});

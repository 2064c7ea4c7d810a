import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength';
import { renderWithI18n } from './test-render';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', 'Schwach', '1'],
    ['Passwort1234', 'Schwach', '1'],
    ['Krankenwagen7', 'Mittel', '2'],
    ['Krankenwagen7!', 'Stark', '3'],
  ])('rates %s as %s', (password, label, level) => {
    renderWithI18n(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter', { name: 'Passwortstärke' });
    expect(meter).toHaveAttribute('aria-valuenow', level);
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(meter).toHaveTextContent(label);
  });

  it('shows nothing for an empty password', () => {
    const { container } = renderWithI18n(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('updates as the password grows', () => {
    const { rerender } = renderWithI18n(<PasswordStrengthMeter password="Kranken" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Schwach');
    rerender(<PasswordStrengthMeter password="Krankenwagen7!" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Stark');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength';
import { renderWithI18n } from './test-render';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['weak', 'Schwach', '1'],
    ['medium', 'Mittel', '2'],
    ['strong', 'Stark', '3'],
  ] as const)('shows %s as %s', (strength, label, level) => {
    renderWithI18n(<PasswordStrengthMeter strength={strength} />);
    const meter = screen.getByRole('meter', { name: 'Passwortstärke' });
    expect(meter).toHaveAttribute('aria-valuenow', level);
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(meter).toHaveTextContent(label);
  });

  it('shows nothing before there is a rating', () => {
    const { container } = renderWithI18n(<PasswordStrengthMeter strength={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

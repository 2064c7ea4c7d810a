import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/components/ui/test-render';
import { MarketplaceFilters } from './marketplace-filters';

describe('the marketplace’s postcode filter', () => {
  it('applies digits after a pause, and says so at the field when letters are typed', async () => {
    const onChange = vi.fn();
    renderWithI18n(<MarketplaceFilters filters={{}} onChange={onChange} />);
    const zip = screen.getByRole('textbox', { name: 'PLZ' });

    fireEvent.change(zip, { target: { value: 'abc' } });
    expect(await screen.findByText('Nur Ziffern, z. B. 13 oder 10115.')).toBeTruthy();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(zip, { target: { value: '13' } });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ zipCode: '13' }));
    expect(screen.queryByText('Nur Ziffern, z. B. 13 oder 10115.')).toBeNull();
  });
});

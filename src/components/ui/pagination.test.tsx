import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationInfo } from './pagination';
import { renderWithI18n } from './test-render';

describe('paginationInfo', () => {
  it('counts pages and the rows shown', () => {
    expect(paginationInfo(1, 25, 312)).toEqual({
      page: 1,
      pageCount: 13,
      from: 1,
      to: 25,
      hasPrevious: false,
      hasNext: true,
      hasLast: true,
    });
    expect(paginationInfo(2, 25, 312)).toMatchObject({
      from: 26,
      to: 50,
      hasPrevious: true,
      hasNext: true,
    });
    expect(paginationInfo(13, 25, 312)).toMatchObject({ from: 301, to: 312, hasNext: false });
  });

  it('handles exact multiples and single pages', () => {
    expect(paginationInfo(4, 25, 100)).toMatchObject({
      pageCount: 4,
      from: 76,
      to: 100,
      hasNext: false,
    });
    expect(paginationInfo(1, 10, 7)).toMatchObject({
      pageCount: 1,
      from: 1,
      to: 7,
      hasNext: false,
    });
    expect(paginationInfo(1, 10, 10)).toMatchObject({ pageCount: 1, to: 10 });
    expect(paginationInfo(1, 10, 11)).toMatchObject({ pageCount: 2 });
  });

  it('has one empty page when there are no rows', () => {
    expect(paginationInfo(1, 25, 0)).toEqual({
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      hasPrevious: false,
      hasNext: false,
      hasLast: false,
    });
  });

  it('goes on past the rows counted when more match, with no last page (decision 061)', () => {
    expect(paginationInfo(40, 25, 1000, true)).toMatchObject({
      pageCount: 40,
      from: 976,
      to: 1000,
      hasNext: true,
      hasLast: false,
    });
    expect(paginationInfo(1, 25, 1000, true)).toMatchObject({ hasNext: true, hasLast: false });
  });

  it('clamps a page outside the list', () => {
    expect(paginationInfo(99, 25, 60)).toMatchObject({ page: 3, from: 51, to: 60 });
    expect(paginationInfo(0, 25, 60)).toMatchObject({ page: 1, from: 1 });
    expect(paginationInfo(-3, 25, 60)).toMatchObject({ page: 1 });
  });
});

describe('Pagination', () => {
  it('shows the position in German', () => {
    renderWithI18n(<Pagination page={2} perPage={25} totalRows={1312} onPageChange={() => {}} />);
    expect(screen.getByText('Seite 2 von 53')).toBeInTheDocument();
    expect(screen.getByText('26–50 von 1.312 Einträgen')).toBeInTheDocument();
  });

  it('uses the singular for one row and says when there are none', () => {
    const { rerender } = renderWithI18n(
      <Pagination page={1} perPage={25} totalRows={1} onPageChange={() => {}} />,
    );
    expect(screen.getByText('1–1 von 1 Eintrag')).toBeInTheDocument();
    rerender(<Pagination page={1} perPage={25} totalRows={0} onPageChange={() => {}} />);
    expect(screen.getByText('Keine Einträge')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
  });

  it('moves between pages and disables the ends', () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <Pagination page={1} perPage={10} totalRows={35} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);

    rerender(<Pagination page={4} perPage={10} totalRows={35} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('31–35 von 35 Einträgen')).toBeInTheDocument();
  });

  it('says "more than" for a list counted only so far, and offers no last page', () => {
    const onPageChange = vi.fn();
    renderWithI18n(
      <Pagination page={40} perPage={25} totalRows={1000} moreRows onPageChange={onPageChange} />,
    );
    expect(screen.getByText('976–1.000 von mehr als 1.000 Einträgen')).toBeInTheDocument();
    expect(screen.getByText('Seite 40 von mehr als 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letzte Seite' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(41);
  });

  it('offers 10, 25, 50 and 100 rows per page', () => {
    const onPerPageChange = vi.fn();
    renderWithI18n(
      <Pagination
        page={1}
        perPage={25}
        totalRows={300}
        onPageChange={() => {}}
        onPerPageChange={onPerPageChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Pro Seite/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});

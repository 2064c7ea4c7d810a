import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from './test-render';
import { CONFIRMATION_LIFE, TOAST_LIFE, ToastRegion, toast, toastQueue } from './toast';
import ToastList from './toast-list';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows a toast in the region and removes it after 10 seconds', () => {
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Neuer Transport', message: 'T-2026-000123 wurde angenommen.' });
    });
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent('Neuer Transport');
    expect(region).toHaveTextContent('T-2026-000123 wurde angenommen.');

    act(() => vi.advanceTimersByTime(TOAST_LIFE - 1));
    expect(screen.getByText('Neuer Transport')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Neuer Transport')).not.toBeInTheDocument();
  });

  it('defaults to the high-contrast style and 10000 ms', () => {
    expect(TOAST_LIFE).toBe(10_000);
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Kontrast' });
    });
    const item = screen.getByRole('alertdialog');
    expect(item.className).toContain('bg-slate-900');
    expect(item.className).toContain('dark:bg-slate-50');
  });

  it('honours a custom life and severity', () => {
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Gespeichert', severity: 'success', life: 3000 });
    });
    expect(screen.getByRole('alertdialog').className).toContain('ring-emerald-600/30');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it('keeps a toast with life 0 until it is closed', () => {
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Bleibt', severity: 'error', life: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Bleibt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Bleibt')).not.toBeInTheDocument();
  });

  it('keeps a confirmation 4 seconds, a notification 10 (issue 10.20)', () => {
    expect(CONFIRMATION_LIFE).toBe(4_000);
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Patient Müller angelegt', severity: 'success' });
      toast.show({ title: 'Neuer Transport' });
    });
    act(() => vi.advanceTimersByTime(CONFIRMATION_LIFE));
    expect(screen.queryByText('Patient Müller angelegt')).not.toBeInTheDocument();
    expect(screen.getByText('Neuer Transport')).toBeInTheDocument();
  });

  it('shows the same message once, however often it is raised', () => {
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Patient Müller angelegt', severity: 'success' });
      toast.show({ title: 'Patient Müller angelegt', severity: 'success' });
      toast.show({ title: 'Patient Schulz angelegt', severity: 'success' });
    });
    expect(screen.getAllByText('Patient Müller angelegt')).toHaveLength(1);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });

  it('sits below the header on phones, clear of the form’s buttons at the bottom', () => {
    renderWithI18n(<ToastList queue={toastQueue} />);
    act(() => {
      toast.show({ title: 'Gespeichert', severity: 'success' });
    });
    const classes = screen.getByRole('region').className.split(/\s+/);
    expect(classes.some((name) => name.startsWith('top-'))).toBe(true);
    expect(classes.some((name) => name.startsWith('bottom-'))).toBe(false);
    expect(classes.some((name) => name.startsWith('sm:bottom-'))).toBe(true);
  });

  it('loads the region with the first toast', async () => {
    vi.useRealTimers();
    renderWithI18n(<ToastRegion />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast.show({ title: 'Verbindung wieder da' });
    });
    const region = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent('Verbindung wieder da');
  });
});

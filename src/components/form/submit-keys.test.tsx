import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitOnKeys } from './submit-keys';

function renderForm() {
  const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <div onKeyDownCapture={submitOnKeys}>
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <textarea aria-label="Hinweis" />
        <div role="group" aria-label="Abholung">
          <div role="spinbutton" aria-label="Stunde" data-type="hour" tabIndex={0} />
        </div>
        <button type="submit">Bestellen</button>
      </form>
    </div>,
  );
  return submitted;
}

describe('keyboard submission of a long form', () => {
  it('submits with Ctrl+Enter from a text area, where Enter is a new line', () => {
    const submitted = renderForm();
    const note = screen.getByRole('textbox', { name: 'Hinweis' });
    fireEvent.keyDown(note, { key: 'Enter' });
    expect(submitted).not.toHaveBeenCalled();
    fireEvent.keyDown(note, { key: 'Enter', ctrlKey: true });
    expect(submitted).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(note, { key: 'Enter', metaKey: true });
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('submits with Enter and Ctrl+Enter from a date segment (the pickup time)', () => {
    const submitted = renderForm();
    const hour = screen.getByRole('spinbutton', { name: 'Stunde' });
    fireEvent.keyDown(hour, { key: 'Enter' });
    fireEvent.keyDown(hour, { key: 'Enter', ctrlKey: true });
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys and Shift+Enter alone', () => {
    const submitted = renderForm();
    const hour = screen.getByRole('spinbutton', { name: 'Stunde' });
    fireEvent.keyDown(hour, { key: 'Tab' });
    fireEvent.keyDown(hour, { key: 'Enter', shiftKey: true });
    expect(submitted).not.toHaveBeenCalled();
  });
});

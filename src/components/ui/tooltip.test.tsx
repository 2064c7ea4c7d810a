import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { renderWithI18n } from './test-render';
import { Tooltip, TooltipTrigger } from './tooltip';

function Example() {
  return (
    <TooltipTrigger>
      <Button aria-label="Drucken">P</Button>
      <Tooltip>Transportschein drucken</Tooltip>
    </TooltipTrigger>
  );
}

describe('Tooltip', () => {
  it('opens at once on keyboard focus and hides on Escape', () => {
    renderWithI18n(<Example />);
    const button = screen.getByRole('button', { name: 'Drucken' });
    // Keyboard modality: react-aria shows tooltips on focus only for keyboard users.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => button.focus());
    // No timers advanced: delay 0 means the tooltip is there right away.
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Transportschein drucken');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip.className).toContain('duration-250');

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at once on hover and closes at once when the pointer leaves', () => {
    renderWithI18n(<Example />);
    const button = screen.getByRole('button', { name: 'Drucken' });
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Transportschein drucken');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

/**
 * The plain controls of the sign-in screen (decision 130) look as the kit's: their written-out
 * classes are the kit's `tv` output for the same use, and the states react-aria gives the kit
 * come from CSS variants of the same classes.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { buttonStyles } from './button';
import { fieldBoxStyles, fieldStyles, inputTextStyles } from './field';
import { NATIVE_BUTTON_CLASSES, NativeButton } from './native-button';
import { NATIVE_FIELD_CLASSES, NativePasswordField, NativeTextField } from './native-fields';
import { cx, focusRing } from './styles';
import { renderWithI18n } from './test-render';

const classes = (value: string) => new Set(value.split(/\s+/).filter(Boolean));

/**
 * The classes in force in a state: the resting classes with the state variants' classes of the
 * `active` variants after them; a later class wins over an earlier one of its property, as the
 * state variants come later in the stylesheet (twMerge decides which classes are one property).
 */
const inState = (resting: string, states: string, active: string[]) =>
  cx(
    resting,
    ...states.split(' ').flatMap((name) => {
      const match = /^(dark:)?(has-\[:focus-visible\]|[a-z-]+):(.+)$/.exec(name);
      return match && active.includes(match[2]!) ? [`${match[1] ?? ''}${match[3]}`] : [];
    }),
  );

describe('the plain button has the kit button’s classes', () => {
  it.each([
    ['submit', { variant: 'primary', size: 'lg', className: 'w-full' }],
    ['icon', { variant: 'ghost', size: 'icon' }],
    ['language', { variant: 'ghost', className: 'gap-1.5 px-2.5' }],
    ['secondarySmall', { variant: 'secondary', size: 'sm' }],
  ] as const)('%s', (look, props) => {
    expect(classes(NATIVE_BUTTON_CLASSES[look])).toEqual(classes(buttonStyles(props)));
  });
});

describe('the plain fields have the kit field boxes’ classes in every state', () => {
  const { input, inputStates, group, groupStates, groupInput, toggle, toggleStates } =
    NATIVE_FIELD_CLASSES;

  it.each([
    ['at rest', {}, []],
    ['focused', { isFocusWithin: true }, ['focus']],
    [
      'focused by keyboard',
      { isFocusWithin: true, isFocusVisible: true },
      ['focus', 'focus-visible'],
    ],
    ['invalid', { isInvalid: true }, ['aria-invalid']],
    [
      'invalid and focused by keyboard',
      { isInvalid: true, isFocusWithin: true, isFocusVisible: true },
      ['focus', 'focus-visible', 'aria-invalid'],
    ],
  ])('the text input %s', (_name, state, active) => {
    expect(classes(inState(input, inputStates, active))).toEqual(
      classes(fieldBoxStyles({ ...state, className: cx('px-3', inputTextStyles) })),
    );
  });

  it.each([
    ['at rest', {}, []],
    ['focused', { isFocusWithin: true }, ['focus-within']],
    [
      'focused by keyboard',
      { isFocusWithin: true, isFocusVisible: true },
      ['focus-within', 'has-[:focus-visible]'],
    ],
    [
      'invalid and focused',
      { isInvalid: true, isFocusWithin: true },
      ['focus-within', 'data-invalid'],
    ],
  ])('the password group %s', (_name, state, active) => {
    expect(classes(inState(group, groupStates, active))).toEqual(
      classes(fieldBoxStyles({ ...state, className: 'overflow-hidden' })),
    );
  });

  it('the password input and its toggle', () => {
    expect(classes(groupInput)).toEqual(
      classes(cx('min-w-0 flex-1 self-stretch bg-transparent px-3 outline-0', inputTextStyles)),
    );
    const toggleLook =
      'me-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 outline-offset-0 hover:bg-slate-100 hover:text-slate-900 sm:size-7 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';
    expect(classes(toggle)).toEqual(classes(focusRing({ className: toggleLook })));
    expect(classes(inState(toggle, toggleStates, ['focus-visible']))).toEqual(
      classes(focusRing({ isFocusVisible: true, className: toggleLook })),
    );
    expect(fieldStyles).toBe('group/field flex min-w-0 flex-col gap-1.5');
  });
});

describe('the plain controls behave as the kit’s', () => {
  function Field({ invalid }: { invalid?: string }) {
    const [value, setValue] = useState('');
    return (
      <>
        <NativeTextField
          label="E-Mail-Adresse"
          name="email"
          value={value}
          onChange={setValue}
          isRequired
          isInvalid={invalid !== undefined}
          errorMessage={invalid}
        />
        <NativePasswordField label="Passwort" name="password" value="" onChange={() => {}} />
      </>
    );
  }

  it('labels the input, marks it required and invalid and describes it by its message', () => {
    renderWithI18n(<Field invalid="Bitte ausfüllen." />);
    const input = screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte ausfüllen.');
    fireEvent.change(input, { target: { value: 'anna@example.org' } });
    expect(input).toHaveValue('anna@example.org');
  });

  it('shows no message and no invalid state while valid', () => {
    renderWithI18n(<Field />);
    const input = screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows and hides the password with a toggle button', () => {
    renderWithI18n(<Field />);
    const input = screen.getByLabelText(/^Passwort/, { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('a pending button ignores presses, does not submit and names its spinner', () => {
    const pressed = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = renderWithI18n(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <NativeButton look="submit" type="submit" isPending onClick={pressed}>
          Anmelden
        </NativeButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Wird geladen…' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <NativeButton look="submit" type="submit" onClick={pressed}>
          Anmelden
        </NativeButton>
      </form>,
    );
    expect(button).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
  });
});

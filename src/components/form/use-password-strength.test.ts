import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePasswordStrength } from './use-password-strength';

describe('usePasswordStrength', () => {
  it('rates nothing before a character is typed', () => {
    const { result } = renderHook(() => usePasswordStrength(''));
    expect(result.current).toBeUndefined();
  });

  it('rates a long sentence as strong and a word with digits as weak, as the hint says', async () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordStrength(password), {
      initialProps: { password: 'irgendein langes passwort' },
    });
    await waitFor(() => expect(result.current).toBe('strong'), { timeout: 10_000 });
    rerender({ password: 'Passwort1234' });
    expect(result.current).toBe('weak');
  });
});

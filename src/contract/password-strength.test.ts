// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { personalWords } from './password';
import { isStrongEnough, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  // The hint says "a long sentence is safe": long phrases of words rate well, short words with a
  // digit or sign tacked on do not, however many character classes they mix.
  it.each([
    ['irgendein langes passwort', 'strong'],
    ['Zweites neues Passwort 2026', 'strong'],
    ['Mein Hund heißt Bello', 'strong'],
    ['x7Kp!2qL', 'medium'],
    ['Krankenwagen7!', 'medium'],
    ['Passwort1234', 'weak'],
    ['qwertzuiop', 'weak'],
    ['sommer2026', 'weak'],
    ['', 'weak'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it("counts the person's own name and address as guessable", () => {
    const words = personalWords({
      email: 'hildegard.brandt@klinik.example',
      firstName: 'Hildegard',
      lastName: 'Brandt-Oberländer',
    });
    expect(words).toContain('hildegard.brandt');
    expect(isStrongEnough('Hildegard1948', [])).toBe(true);
    expect(isStrongEnough('Hildegard1948', words)).toBe(false);
  });
});

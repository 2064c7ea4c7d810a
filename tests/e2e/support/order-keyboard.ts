/**
 * The order form as a keyboard user fills it (issue 8: under a minute, keyboard alone): Tab to a
 * field by its name, and the common part of an order — the patient typed and picked, reason and
 * mobility by their first letters, start from the patient's home and destination from a
 * favorite, each picked from "Adresse übernehmen".
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const pad = (value: number) => String(value).padStart(2, '0');

/** The accessible name of the focused element (label, labelledby or text). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const labelledBy = (element?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return [element?.getAttribute('aria-label'), labelledBy, element?.labels?.[0]?.textContent]
      .filter(Boolean)
      .join(' ');
  });

/** Presses Tab until the field named `name` has the focus, as a keyboard user moves on. */
export async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`${name} not reached with Tab; focus is on "${await focusedName(page)}"`);
}

/** Opens "Adresse übernehmen", types, and picks the first place whose name shows `text`. */
async function takeAddress(page: Page, typed: string, text: string) {
  await tabTo(page, /Adresse übernehmen/);
  await page.keyboard.press('Enter');
  await page.keyboard.type(typed);
  // Enter picks what the list shows: wait for the suggestion as a person would look for it.
  await page.getByRole('option').filter({ hasText: text }).first().waitFor();
  // Tab follows at once, as a quick typist's would: the list must give the focus back as it
  // closes, not after a fade-out (components/ui/popover.tsx).
  await page.keyboard.press('Enter');
}

/**
 * From the focused patient field to the destination: a dialysis trip, lying, from the patient's
 * home to the favorite "Dialysezentrum Mitte". `typed` finds the patient, `patient` is its option.
 */
export async function orderDialysisWithKeyboard(
  page: Page,
  typed: string,
  patient: RegExp,
  { pickWithMouse = false } = {},
) {
  const keyboard = page.keyboard;
  await keyboard.type(typed);
  await page.getByRole('option', { name: patient }).waitFor();
  if (pickWithMouse) {
    await page.getByRole('option', { name: patient }).click();
    // The list once opened again while the chosen patient's record loaded, over Anlass and
    // Mobilität; nothing to wait for but the time that took.
    await page.waitForTimeout(500);
    expect(await page.getByRole('listbox').count()).toBe(0);
  } else {
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
  }
  await tabTo(page, /Anlass/);
  await keyboard.type('D'); // Dialyse
  await tabTo(page, /Mobilit/);
  await keyboard.type('L'); // Liegend
  await takeAddress(page, 'Wohn', 'Wohn');
  await takeAddress(page, 'Dialyse', 'Dialysezentrum Mitte');
}

/** "28112026": a day as typed into a date field's segments. */
export const typedDay = (day: Date) =>
  `${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}`;

/**
 * The "Verordnung (Muster 4)" card as a nurse copies it from the paper, by keyboard, on from the
 * focused field: issued today, outbound, high-frequency (dialysis three times a week), in a KTW for a lying patient,
 * co-payment due, and the Kasse's approval (a KTW to outpatient treatment needs one) with
 * `reference`, valid until `validUntil`. The focus ends in "Genehmigt bis".
 */
export async function fillMuster4WithKeyboard(
  page: Page,
  { reference, validUntil }: { reference: string; validUntil: Date },
) {
  const keyboard = page.keyboard;
  await tabTo(page, /Ausgestellt am/);
  await keyboard.type(typedDay(new Date()));
  // A radio group without a choice takes the focus on its first radio: Space ticks it.
  await tabTo(page, /^Hinfahrt$/);
  await keyboard.press('Space');
  await tabTo(page, /Grund der Beförderung/);
  await keyboard.type('Ambulante Behandlung, h');
  await tabTo(page, /oder Behandlungsfrequenz/);
  await keyboard.type('3× pro Woche');
  await tabTo(page, /Behandlungsstätte/);
  await keyboard.type('Dialysezentrum Mitte, Berlin');
  await tabTo(page, /Verordnetes Beförderungsmittel/);
  await keyboard.type('K'); // KTW
  await tabTo(page, /Medizinischer Grund für den KTW/);
  await keyboard.type('Liegend, muss getragen werden');
  await tabTo(page, /^Zuzahlungspflichtig$/);
  await keyboard.press('Space');
  await tabTo(page, /Aktenzeichen der Genehmigung/);
  await keyboard.type(reference);
  await tabTo(page, /Genehmigt bis/);
  await keyboard.type(typedDay(validUntil));
}

/**
 * A person's time for what the page's keyboard did, by the Keystroke-Level Model (Card, Moran and
 * Newell): 0.28 s a key (an average typist, about 40 words a minute) and 1.35 s of thought before
 * each text typed and each choice confirmed with Enter or Space. Counted from the keys, not read
 * off the clock: how long the machine takes to fill the form says nothing of how long a person
 * does, and grows with the machine's load.
 */
export function keystrokeClock(page: Page) {
  const keyboard = page.keyboard;
  const press = keyboard.press.bind(keyboard);
  const type = keyboard.type.bind(keyboard);
  let keys = 0;
  let thoughts = 0;
  keyboard.press = (key, options) => {
    keys += 1;
    if (key === 'Enter' || key === 'Space') thoughts += 1;
    return press(key, options);
  };
  keyboard.type = (text, options) => {
    keys += [...text].length;
    thoughts += 1;
    return type(text, options);
  };
  return { seconds: () => keys * 0.28 + thoughts * 1.35, keys: () => keys };
}

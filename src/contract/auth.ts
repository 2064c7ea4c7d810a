/** Accounts, sessions and registration (PRODUCT.md §2, §7). */
import * as v from 'valibot';
import { country, isValidZipCode, zipCodeMessage } from './address';
import { crossFieldCheck } from './cross-field';
import { email, language, object, optionalPhone, phone, requiredText, uuid } from './common';
import { m } from './messages';
import type { TeamRef } from './team';
import { newPassword, withMatchingPasswords, PASSWORD_MAX_LENGTH } from './password';

export const ACCOUNT_TYPES = ['medical_facility', 'transport_company', 'retirement_home'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ORGANIZATION_TYPES = ['MD', 'RH', 'T'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_TYPE_OF_ACCOUNT: Record<AccountType, OrganizationType> = {
  medical_facility: 'MD',
  retirement_home: 'RH',
  transport_company: 'T',
};

export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const fleetSize = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.toNumber())], m('fleetSize')),
  v.integer(m('fleetSize')),
  v.minValue(1, m('fleetSize')),
  v.maxValue(10000, m('fleetSize')),
);

const registration = object({
  accountType: v.picklist(ACCOUNT_TYPES, m('accountType')),
  firstname: requiredText(100),
  lastname: requiredText(100),
  email,
  phone,
  password: newPassword,
  passwordRetry: v.string(m('required')),
  organization: requiredText(150),
  address: requiredText(150),
  city: requiredText(100),
  zipcode: v.pipe(v.string(m('required')), v.trim(), v.nonEmpty(m('required'))),
  country,
  fleetSize: v.optional(
    v.union([
      fleetSize,
      v.pipe(
        v.union([v.literal(''), v.null()]),
        v.transform(() => undefined),
      ),
    ]),
  ),
  language: v.optional(language),
});

export const RegisterInput = crossFieldCheck(
  crossFieldCheck(
    withMatchingPasswords(registration),
    ['zipcode', 'country'],
    'zipcode',
    (input) => isValidZipCode(input.zipcode, input.country),
    zipCodeMessage,
  ),
  ['accountType', 'fleetSize'],
  'fleetSize',
  (input) => input.accountType !== 'transport_company' || typeof input.fleetSize === 'number',
  m('fleetSize'),
);
export type RegisterInput = v.InferInput<typeof RegisterInput>;
export type RegisterData = v.InferOutput<typeof RegisterInput>;
/**
 * The answer to a registration: the same for a new address and one that has an account, so it
 * tells nobody which addresses are registered (the mail says the rest).
 */
export type RegisterAnswer = { email: string };

export const LoginInput = object({
  email,
  password: v.pipe(
    v.string(m('required')),
    v.nonEmpty(m('required')),
    v.maxLength(PASSWORD_MAX_LENGTH, m('tooLong')),
  ),
});
export type LoginInput = v.InferInput<typeof LoginInput>;

/** Codes in mailed links: 32 random bytes, base64url. */
const linkCode = v.pipe(v.string(m('code')), v.regex(/^[A-Za-z0-9_-]{20,100}$/, m('code')));

export const ConfirmEmailInput = object({ userId: uuid, code: linkCode });
export type ConfirmEmailInput = v.InferInput<typeof ConfirmEmailInput>;

/** A reset or invitation link, checked when its page opens (not used up by the check). */
export const ResetLinkInput = object({ userId: uuid, code: linkCode });
export type ResetLinkInput = v.InferInput<typeof ResetLinkInput>;
/**
 * A usable link's answer. An invitation's also names the organisation and the address the
 * invitee signs in with, so the page can welcome them and sign them in (issue 27.16); a used,
 * expired or unknown link gets a 404 and learns nothing.
 */
export type ResetLinkAnswer = {
  valid: true;
  invitation: { organization: string; email: string } | null;
};

export const RequestRecoveryInput = object({ email });
export type RequestRecoveryInput = v.InferInput<typeof RequestRecoveryInput>;

export const ResetPasswordInput = withMatchingPasswords(
  object({
    userId: uuid,
    code: linkCode,
    password: newPassword,
    passwordRetry: v.string(m('required')),
  }),
);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordInput>;

export const AccountUpdateInput = object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalPhone,
  language: v.optional(language),
});
export type AccountUpdateInput = v.InferInput<typeof AccountUpdateInput>;

export const PasswordChangeInput = withMatchingPasswords(
  object({
    oldPassword: v.pipe(
      v.string(m('required')),
      v.nonEmpty(m('required')),
      v.maxLength(PASSWORD_MAX_LENGTH, m('tooLong')),
    ),
    password: newPassword,
    passwordRetry: v.string(m('required')),
  }),
);
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeInput>;

export const SessionLogoutInput = v.union(
  [object({ id: uuid }), object({ all: v.literal(true) })],
  m('sessionChoice'),
);
export type SessionLogoutInput = v.InferInput<typeof SessionLogoutInput>;

export type Organization = {
  id: string;
  name: string;
  type: { value: OrganizationType };
};

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  language: 'de' | 'en';
  organization: Organization;
  /** The teams the user is in (departments or crews), by name. */
  teams: TeamRef[];
};

/** The login and refresh answer, stored as the session under local storage key `user`. */
export type AuthAnswer = {
  access_token: string;
  /** Unix seconds; the token is valid while now (in seconds) does not exceed it. */
  expire: number;
  user: SessionUser;
};

/** One signed-in device as listed on the account page. */
export type DeviceSession = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};

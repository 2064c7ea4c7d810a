/**
 * The users of an organisation as its admins manage them (PRODUCT.md §2, §7): an admin creates a
 * user, who gets an invitation mail and sets their password through its link ("eingeladen"
 * until then, "aktiv" after).
 */
import * as v from 'valibot';
import { ROLES } from './auth';
import { email, language, listQuery, object, optionalPhone, requiredText } from './common';
import { endpoint } from './endpoint';
import { m } from './messages';
import { pageOf } from './record';
import { idList } from './team';

const role = v.picklist(ROLES, m('role'));

const userEntries = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: optionalPhone,
  role,
  /** The language of the invitation mail and of the app for this user; default the admin's. */
  language: v.optional(language),
  /** Every team of the user afterwards; left out, the teams stay as they are. */
  teamIds: v.optional(idList),
};

export const UserInput = object({ ...userEntries, email });
export type UserInput = v.InferInput<typeof UserInput>;
export type UserData = v.InferOutput<typeof UserInput>;

/** The e-mail address is the person's login and stays as invited. */
export const UserUpdate = object(userEntries);
export type UserUpdate = v.InferInput<typeof UserUpdate>;
export type UserUpdateData = v.InferOutput<typeof UserUpdate>;

export const UserListQuery = listQuery(['lastName', 'createdAt'] as const);

export const USER_STATUSES = ['invited', 'active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OrganizationUser = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  role: v.picklist(ROLES),
  language: v.picklist(['de', 'en']),
  /** `invited` until the person set their password through the invitation link. */
  status: v.picklist(USER_STATUSES),
  teams: v.array(v.object({ id: v.string(), name: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type OrganizationUser = v.InferOutput<typeof OrganizationUser>;
export const UserPage = pageOf(OrganizationUser);
export type UserPage = v.InferOutput<typeof UserPage>;

/** The operations of `/v1/users`. */
export const userApi = {
  list: endpoint.get<UserPage>('users'),
  read: endpoint.get<OrganizationUser, { id: string }>(({ id }) => `users/${id}`),
  create: endpoint.post<OrganizationUser, void, UserInput>('users'),
  update: endpoint.put<OrganizationUser, { id: string }, UserUpdate>(({ id }) => `users/${id}`),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `users/${id}`),
  /** 202: a new invitation mail (the earlier links stay valid until they expire). */
  resendInvitation: endpoint.post<void, { id: string }>(({ id }) => `users/${id}/invitation`),
};

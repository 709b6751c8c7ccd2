import type { Me, User } from '../../../shared/schema/user.js';
import { toRoles, type Principal, type UserRow } from '../../auth/principal.js';
import type { schema } from '../../db/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserJson(u: UserRow): User {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    family_name: u.familyName,
    gender: (u.gender as User['gender']) ?? null,
    birthday: u.birthday,
    mobile: u.mobile,
    register_number: u.registerNumber,
    confirmed_at: iso(u.confirmedAt),
    mobile_confirmed_at: iso(u.mobileConfirmedAt),
    avatar: u.avatar,
    locale: u.locale === 'mn' ? 'mn' : 'en',
    roles: toRoles(u.roles),
    created_at: u.createdAt.toISOString(),
  };
}

export function toMeJson(p: Pick<Principal, 'user' | 'websites' | 'vendors'>): Me {
  return { ...toUserJson(p.user), websites: p.websites, vendors: p.vendors };
}

type UserFields = Partial<{
  email: string; first_name: string | null; last_name: string | null; family_name: string | null;
  gender: User['gender']; birthday: string | null; mobile: string | null; register_number: string | null;
  locale: 'en' | 'mn'; roles: string[];
}>;

/** The columns of the fields given (undefined = not given, null = cleared); for inserts and updates alike. */
export function toUserColumns(f: UserFields): Partial<typeof schema.users.$inferInsert> {
  const columns = {
    email: f.email, firstName: f.first_name, lastName: f.last_name, familyName: f.family_name, gender: f.gender,
    birthday: f.birthday, mobile: f.mobile, registerNumber: f.register_number, locale: f.locale, roles: f.roles,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

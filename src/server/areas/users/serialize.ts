import type { Me, User } from '../../../shared/schema/user.js';
import { toRoles, type Principal, type UserRow } from '../../auth/principal.js';

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

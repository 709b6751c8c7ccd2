import { z } from 'zod';
import { zId, zMoney, zText } from '../schema/common.js';
import { listInput, listOutput } from '../schema/list.js';
import {
  meSchema, membershipsInput, settingsSchema, storeCreditSchema, STORE_CREDIT_CATEGORIES, userDetailSchema,
  userFieldsSchema, userSchema, zPassword,
} from '../schema/user.js';
import { defineCommand } from './define.js';

const STAFF = ['admin', 'users'] as const;

export const me = defineCommand({
  id: 'user.me', area: 'users', kind: 'query', roles: true,
  http: { method: 'GET', path: 'users/me' },
  input: z.object({}),
  output: z.object({ user: meSchema }),
  ui: { title: 'commands.user.me', keywords: ['whoami', 'profile'] },
  cli: { verb: ['users', 'me'] },
});

export const getSettings = defineCommand({
  id: 'user.settings', area: 'users', kind: 'query', roles: true,
  http: { method: 'GET', path: 'users/settings' },
  input: z.object({}),
  output: z.object({ settings: settingsSchema }),
  ui: { title: 'commands.user.settings', keywords: ['preferences', 'language'] },
  cli: { verb: ['users', 'settings'] },
});

export const updateSettings = defineCommand({
  id: 'user.settings_update', area: 'users', kind: 'mutation', roles: true,
  http: { method: 'PUT', path: 'users/settings' },
  input: z.object({
    language: settingsSchema.shape.language.optional(),
    notifications: settingsSchema.shape.notifications.partial().optional(),
    other: settingsSchema.shape.other.partial().optional(),
  }),
  output: z.object({ settings: settingsSchema }),
  ui: { title: 'commands.user.settings_update', keywords: ['language', 'notifications', 'theme'] },
  cli: { verb: ['users', 'settings-update'] },
});

export const updateProfile = defineCommand({
  id: 'user.profile_update', area: 'users', kind: 'mutation', roles: true,
  http: { method: 'PUT', path: 'users/profile' },
  input: userFieldsSchema.omit({ email: true, roles: true }).partial().extend({
    current_password: z.string().max(200).optional(),
    password: zPassword.optional(),
  }),
  output: z.object({ user: meSchema }),
  secret: ['current_password', 'password'],
  ui: { title: 'commands.user.profile_update', keywords: ['profile', 'password', 'name'] },
  cli: { verb: ['users', 'profile-update'] },
});

export const search = defineCommand({
  id: 'user.search', area: 'users', kind: 'query', roles: STAFF,
  http: { method: 'POST', path: 'users/search' },
  input: z.object({
    query: zText(100).min(1),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
  }),
  output: listOutput(userSchema),
  ui: { title: 'commands.user.search', keywords: ['find', 'email', 'phone', 'хайх'] },
  cli: { verb: ['users', 'search'], positionals: ['query'] },
});

export const USER_KINDS = ['all', 'admins', 'merchants', 'drivers'] as const;

export const list = defineCommand({
  // §2 opens Merchants, Drivers and Admin users to every role; a merchant lists his own vendors'
  // people (the handler refuses a merchant role that no vendor membership confines)
  id: 'user.list', area: 'users', kind: 'query', roles: [...STAFF, 'merchant'],
  http: { method: 'GET', path: 'users/list' },
  input: listInput({
    filters: {
      id: 'number', email: 'text', first_name: 'text', last_name: 'text', mobile: 'text', register_number: 'text',
      roles: 'array', created_at: 'date', confirmed: 'bool',
    },
    sorts: ['id', 'email', 'first_name', 'created_at'],
  }).extend({ kind: z.enum(USER_KINDS).default('all') }),
  output: listOutput(userSchema),
  ui: { title: 'commands.user.list', keywords: ['users', 'хэрэглэгч'] },
  cli: { verb: ['users', 'list'] },
});

export const get = defineCommand({
  id: 'user.get', area: 'users', kind: 'query', roles: STAFF,
  http: { method: 'GET', path: 'users/:id' },
  input: z.object({ id: zId }),
  output: z.object({ user: userDetailSchema }),
  ui: { title: 'commands.user.get' },
  cli: { verb: ['users', 'show'], positionals: ['id'] },
});

export const create = defineCommand({
  id: 'user.create', area: 'users', kind: 'mutation', roles: STAFF,
  http: { method: 'POST', path: 'users' },
  input: userFieldsSchema.extend({ password: zPassword.optional(), ...membershipsInput }),
  output: z.object({ user: userDetailSchema }),
  secret: ['password'],
  ui: { title: 'commands.user.create', keywords: ['new user', 'add', 'шинэ'] },
  cli: { verb: ['users', 'create'] },
});

export const update = defineCommand({
  id: 'user.update', area: 'users', kind: 'mutation', roles: STAFF,
  http: { method: 'PUT', path: 'users/:id' },
  input: userFieldsSchema.partial().extend({ id: zId, password: zPassword.optional(), ...membershipsInput }),
  output: z.object({ user: userDetailSchema }),
  secret: ['password'],
  ui: { title: 'commands.user.update', keywords: ['edit', 'roles'] },
  cli: { verb: ['users', 'update'], positionals: ['id'] },
});

export const storeCredits = defineCommand({
  id: 'user.store_credits', area: 'users', kind: 'query', roles: STAFF,
  http: { method: 'GET', path: 'users/:id/store_credits' },
  input: z.object({ id: zId, page: z.coerce.number().int().min(1).default(1), per_page: z.coerce.number().int().min(1).max(1000).default(10) }),
  output: listOutput(storeCreditSchema).extend({ balance: z.number().int() }),
  ui: { title: 'commands.user.store_credits', keywords: ['balance', 'credit'] },
  cli: { verb: ['users', 'store-credits'], positionals: ['id'] },
});

export const createStoreCredit = defineCommand({
  id: 'user.store_credit_create', area: 'users', kind: 'mutation', roles: STAFF,
  http: { method: 'POST', path: 'users/:id/store_credits' },
  input: z.object({
    id: zId,
    amount: zMoney.refine((v) => v !== 0, 'must not be zero'),
    category: z.enum(STORE_CREDIT_CATEGORIES),
    memo: zText(500).optional(),
  }),
  output: z.object({ store_credit: storeCreditSchema, balance: z.number().int() }),
  ui: { title: 'commands.user.store_credit_create', keywords: ['credit', 'refund', 'compensation'] },
  cli: { verb: ['users', 'store-credit-create'], positionals: ['id'] },
  money: ['amount'],
});

export const userCommands = {
  me, getSettings, updateSettings, updateProfile, search, list, get, create, update, storeCredits, createStoreCredit,
};

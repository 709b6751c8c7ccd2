import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { zRoles } from '../shared/schema/tenancy.js';
import { zEmail } from '../shared/schema/common.js';
import { zPassword } from '../shared/schema/user.js';
import { hashPassword } from './auth/password.js';
import { loadConfig } from './config.js';
import { openDatabase, schema } from './db/index.js';

/**
 * `npm run create-user -- --email a@b.mn --role admin`: the first administrator of a production
 * database. The password comes from BO_PASSWORD or a prompt; never from the command line.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', multiple: true } } });
  const email = zEmail.parse(values.email);
  const roles = zRoles.parse(values.role ?? []);
  const password = zPassword.parse(process.env.BO_PASSWORD ?? (await prompt(`Password for ${email}: `)));
  const config = loadConfig({ ...process.env, BO_SEED: 'none' });
  const database = await openDatabase(config.database);
  try {
    const [existing] = await database.db.select({ id: schema.users.id }).from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${email}`);
    if (existing) throw new Error(`${email} exists already (id ${existing.id})`);
    const [user] = await database.db.insert(schema.users)
      .values({ email, roles, passwordHash: await hashPassword(password), confirmedAt: new Date() }).returning();
    console.log(`created user ${user!.id} ${email} with roles ${roles.join(', ') || '(none)'}`);
  } finally {
    await database.close();
  }
}

async function prompt(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set BO_PASSWORD or run on a terminal to be asked for the password');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // hide what is typed: readline echoes through _writeToOutput
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.includes(question)) process.stdout.write(s);
  };
  const answer = await rl.question(question);
  rl.close();
  process.stdout.write('\n');
  return answer;
}

main().catch((e: unknown) => {
  if (e instanceof ZodError) console.error(e.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n'));
  else console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

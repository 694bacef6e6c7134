import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowText } from '../db/time.js';

// Application passwords are 24 random characters (about 143 bits), so a fast hash is enough:
// unlike a person's password they cannot be guessed from a dictionary.
function hash(password: string): string {
  return createHash('sha256').update(password).digest('base64url');
}

/** Strips the spaces people copy along with the grouped display form. */
export function normaliseApplicationPassword(password: string): string {
  return password.replace(/\s+/g, '');
}

export interface CreatedApplicationPassword {
  uuid: string;
  name: string;
  /** Shown once, in groups of four characters. */
  password: string;
  created: string;
}

/** Creates an application password for a user; the plain password is returned only here. */
export async function createApplicationPassword(
  db: Db,
  userId: number,
  name: string,
): Promise<CreatedApplicationPassword> {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const plain = Array.from(randomBytes(24), (b) => alphabet[b % alphabet.length]).join('');
  const uuid = randomUUID();
  const created = nowText();
  await db
    .insertInto('application_passwords')
    .values({
      uuid,
      user_id: userId,
      name,
      password_hash: hash(plain),
      created_at: created,
      last_used_at: null,
      last_ip: null,
    })
    .execute();
  return { uuid, name, password: plain.match(/.{4}/g)?.join(' ') ?? plain, created };
}

export async function listApplicationPasswords(db: Db, userId: number) {
  return db
    .selectFrom('application_passwords')
    .select(['uuid', 'name', 'created_at', 'last_used_at', 'last_ip'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function deleteApplicationPassword(
  db: Db,
  userId: number,
  uuid: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('application_passwords')
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Checks an application password for a user and records its use; returns the matching uuid. */
export async function verifyApplicationPassword(
  db: Db,
  userId: number,
  password: string,
  ip: string,
): Promise<string | null> {
  const candidate = Buffer.from(hash(normaliseApplicationPassword(password)));
  const rows = await db
    .selectFrom('application_passwords')
    .select(['uuid', 'password_hash'])
    .where('user_id', '=', userId)
    .execute();
  for (const row of rows) {
    const stored = Buffer.from(row.password_hash);
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) {
      await db
        .updateTable('application_passwords')
        .set({ last_used_at: nowText(), last_ip: ip })
        .where('uuid', '=', row.uuid)
        .execute();
      return row.uuid;
    }
  }
  return null;
}

import { p } from '@mikro-orm/core';

/** Columns every table shares: a uuid key made by the app and a creation time defaulted by the database. */
export const idColumn = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => crypto.randomUUID());
export const createdAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());
export const updatedAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../../../platform/db/columns';

export const CollectionEntity = defineEntity({
  name: 'Collection',
  tableName: 'collections',
  uniques: [{ properties: ['userId', 'name'] }],
  properties: {
    id: idColumn(),
    /** references website_users(id) on delete cascade */
    userId: p.uuid(),
    name: p.text(),
    description: p.text().nullable(),
    color: p.text().default('#3b82f6'),
    /** JSON-encoded list of strings */
    tags: p.text().nullable(),
    isArchived: p.boolean().default(false),
    isDefault: p.boolean().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

import * as v from 'valibot';

/** Spec 001 §9: limits of a collection, and its 10 preset colours (the first is the default). */
export const COLLECTION_LIMITS = { name: 50, description: 200, tag: 20, tags: 20 } as const;
export const PRESET_COLORS = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899', '#06b6d4', '#84cc16', '#f97316', '#6b7280'] as const;
/** Each preset's name, for screen readers and the swatch's hover (a hex code means nothing spoken). */
export const PRESET_COLOR_NAMES: Record<(typeof PRESET_COLORS)[number], string> = {
  '#3b82f6': 'Blue',
  '#ef4444': 'Red',
  '#10b981': 'Green',
  '#f59e0b': 'Amber',
  '#8b5cf6': 'Violet',
  '#ec4899': 'Pink',
  '#06b6d4': 'Cyan',
  '#84cc16': 'Lime',
  '#f97316': 'Orange',
  '#6b7280': 'Grey',
};
export const DEFAULT_COLOR = PRESET_COLORS[0];
export const DEFAULT_COLLECTION_NAME = 'My Saved Students';

export const CollectionName = v.pipe(
  v.string('Collection name is required'),
  v.trim(),
  v.minLength(1, 'Collection name is required'),
  v.maxLength(COLLECTION_LIMITS.name, `Collection name must be at most ${COLLECTION_LIMITS.name} characters`),
);

export const CollectionDescription = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(COLLECTION_LIMITS.description, `Description must be at most ${COLLECTION_LIMITS.description} characters`),
);

export const CollectionColor = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Color must be a hex value such as #3b82f6'),
  v.toLowerCase(),
);

/** Each tag trimmed, at most 20 characters, blanks and duplicates dropped (spec 001 §5). */
export const CollectionTags = v.pipe(
  v.array(
    v.pipe(v.string(), v.trim(), v.maxLength(COLLECTION_LIMITS.tag, `Each tag must be at most ${COLLECTION_LIMITS.tag} characters`)),
    'Tags must be a list',
  ),
  v.transform((tags) => [...new Set(tags.filter((tag) => tag.length > 0))]),
  v.maxLength(COLLECTION_LIMITS.tags, `At most ${COLLECTION_LIMITS.tags} tags`),
);

/** The create dialog's payload; the server applies the same schema. */
export const CreateCollectionSchema = v.object({
  name: CollectionName,
  description: v.optional(v.nullable(CollectionDescription)),
  color: v.optional(CollectionColor, DEFAULT_COLOR),
  tags: v.optional(CollectionTags, []),
});

/** Edit: every field optional, a missing one is left as it is. */
export const UpdateCollectionSchema = v.object({
  name: v.optional(CollectionName),
  description: v.optional(v.nullable(CollectionDescription)),
  color: v.optional(CollectionColor),
  tags: v.optional(CollectionTags),
});

export const DuplicateCollectionSchema = v.object({ name: v.optional(CollectionName) });

export type CreateCollectionInput = v.InferOutput<typeof CreateCollectionSchema>;
export type UpdateCollectionInput = v.InferOutput<typeof UpdateCollectionSchema>;

/** Spec 001 §5: the duplicate prompt's default name, '{name} (Copy)', cut to fit the name limit. */
export function copyName(name: string): string {
  const suffix = ' (Copy)';
  const room = COLLECTION_LIMITS.name - suffix.length;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${suffix}`;
}

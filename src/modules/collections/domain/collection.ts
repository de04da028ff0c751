/** A member's collection as the module holds it; tags are stored as JSON text and read back as a list. */
export type Collection = {
  id: string;
  memberId: string;
  name: string;
  description: string | null;
  color: string;
  tags: string[];
  isArchived: boolean;
  isDefault: boolean;
  /** ADR 0021: visible to every seat of the owner's institution */
  shared: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type CollectionWithCount = Collection & { studentCount: number };

/** A saved_students row: which student, where it is filed, the member's notes. */
export type SavedEntry = { savedId: string; studentId: string; collectionId: string | null; notes: string | null; savedAt: Date };

/** A member acting on their own saved list; premium decides the price, from the member's record. */
/** `institutionId`: ADR 0021, whose unlocks show in full and count as paid */
export type Saver = { id: string; institutionId: string; isPremium: boolean };

/** A saver who pays (saves, exports): ADR 0021, the institution's pool, and the API key the request came with. */
export type Buyer = Saver & { apiKeyId?: string };

/** ADR 0021: a seat acting on collections, with its institution and role (from the principal). */
export type CollectionActor = { id: string; institutionId: string; seatRole: 'owner' | 'manager' | 'member' };

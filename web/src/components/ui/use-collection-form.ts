import { type KeyboardEvent, useEffect, useState } from 'react';
import { COLLECTION_LIMITS, DEFAULT_COLOR } from '@domain/collections/domain/collection.schema';

/** What the form gives back: for a new collection an empty description and no tags are left out (spec 001 §5). */
export type CollectionDraft = { name: string; description?: string; color: string; tags?: string[] };

/** The collection being edited, as the form starts from it. */
export type EditedCollection = { name: string; description?: string | null; color: string; tags: string[] };

export const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** The collection form's fields, reset on every opening, and the draft it sends. */
export function useCollectionForm({
  open,
  editing,
  onSubmit,
}: {
  open: boolean;
  editing: EditedCollection | null;
  onSubmit: (draft: CollectionDraft) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [tagInput, setTagInput] = useState('');
  const [tags, setTags] = useState<string[]>([]);

  // every opening starts from the collection being edited, or from a blank form
  useEffect(() => {
    if (!open) return;
    setName(editing?.name ?? '');
    setDescription(editing?.description ?? '');
    setColor(editing?.color ?? DEFAULT_COLOR);
    setTagInput('');
    setTags(editing?.tags ?? []);
  }, [open, editing]);

  const addTag = () => {
    const tag = tagInput.trim().slice(0, COLLECTION_LIMITS.tag);
    if (tag && !tags.includes(tag) && tags.length < COLLECTION_LIMITS.tags) setTags([...tags, tag]);
    setTagInput('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  };
  // a tag still in the box when the form is sent is meant to be kept
  const allTags = () => {
    const pendingTag = tagInput.trim().slice(0, COLLECTION_LIMITS.tag);
    return pendingTag && !tags.includes(pendingTag) ? [...tags, pendingTag] : tags;
  };
  const submit = () => {
    const finalTags = allTags();
    const text = description.trim();
    onSubmit(
      editing
        ? { name: name.trim(), color, description: text, tags: finalTags }
        : { name: name.trim(), color, ...(text ? { description: text } : {}), ...(finalTags.length ? { tags: finalTags } : {}) },
    );
  };

  return { name, setName, description, setDescription, color, setColor, tagInput, setTagInput, tags, setTags, addTag, onTagKey, submit };
}

export type CollectionForm = ReturnType<typeof useCollectionForm>;

import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import { createCollection } from '@modules/collections/application/create-collection.use-case';
import { deleteCollection } from '@modules/collections/application/delete-collection.use-case';
import type { CollectionsDeps } from '@modules/collections/application/deps';
import { duplicateCollection } from '@modules/collections/application/duplicate-collection.use-case';
import { listCollections } from '@modules/collections/application/list-collections.use-case';
import { setArchived, setShared, updateCollection } from '@modules/collections/application/update-collection.use-case';
import { CreateCollectionSchema, DuplicateCollectionSchema, UpdateCollectionSchema } from '@modules/collections/domain/collection.schema';
import {
  CollectionIdParam,
  CollectionListResponse,
  CollectionResponse,
  DeleteCollectionResponse,
  presentCollection,
  ShareCollectionSchema,
} from './collections.schemas';

const tags = ['Collections'];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** ADR 0021: the seat, its institution and role, as the collections' rules need them. */
const actorOf = (member: MemberPrincipal) => ({ id: member.id, institutionId: member.institutionId, seatRole: member.seatRole });

/**
 * Every route answers only the caller's own collections and, ADR 0021, the shared ones of their institution: another
 * member's unshared collection is a 404; another seat's shared one is renamed, archived, shared or deleted only by a
 * manager or the institution's owner (a member: 403).
 */
export const collectionsRoutes = (deps: CollectionsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'collections.routes', prefix: '/api/website/collections' })
    .use(deps.auth)
    .get('', async ({ member }) => ({ collections: (await listCollections(member, deps)).map((c) => presentCollection(c, member.id)) }), {
      member: true,
      response: { 200: CollectionListResponse, 401: ErrorResponse, 403: ErrorResponse },
      detail: {
        operationId: 'listCollections',
        tags,
        summary: "The member's collections and their institution's shared ones, with student counts; the default one is created on first need",
      },
    })
    .post('', async ({ member, body }) => ({ collection: presentCollection(await createCollection(member.id, body, deps)) }), {
      member: true,
      body: CreateCollectionSchema,
      response: { 200: CollectionResponse, ...refusals },
      detail: { operationId: 'createCollection', tags, summary: 'Create a collection (name unique per member, case-insensitive)' },
    })
    .put(
      '/:id',
      async ({ member, params, body }) => ({ collection: presentCollection(await updateCollection(actorOf(member), params.id, body, deps), member.id) }),
      {
        member: true,
        params: CollectionIdParam,
        body: UpdateCollectionSchema,
        response: { 200: CollectionResponse, ...refusals },
        detail: { operationId: 'updateCollection', tags, summary: 'Edit name, description, colour or tags; missing fields stay as they are' },
      },
    )
    .patch(
      '/:id',
      async ({ member, params, body }) => ({ collection: presentCollection(await setShared(actorOf(member), params.id, body.shared, deps), member.id) }),
      {
        member: true,
        params: CollectionIdParam,
        body: ShareCollectionSchema,
        response: { 200: CollectionResponse, ...refusals },
        detail: {
          operationId: 'shareCollection',
          tags,
          summary: 'Share a collection with every seat of your institution, or stop sharing it',
          description:
            "ADR 0021: its owner, a manager or the institution's owner may (another seat's: 403 COLLECTIONS.NOT_YOURS; another member's unshared collection: 404). The default collection is never shared (409).",
        },
      },
    )
    .delete('/:id', async ({ member, params }) => ({ success: true as const, ...(await deleteCollection(actorOf(member), params.id, deps)) }), {
      member: true,
      params: CollectionIdParam,
      response: { 200: DeleteCollectionResponse, ...refusals },
      detail: {
        operationId: 'deleteCollection',
        tags,
        summary: 'Delete a collection; its students move to the default collection in the same transaction (the default cannot be deleted: 409)',
      },
    })
    .post(
      '/:id/duplicate',
      async ({ member, params, body }) => ({ collection: presentCollection(await duplicateCollection(member.id, params.id, body?.name, deps)) }),
      {
        member: true,
        params: CollectionIdParam,
        body: v.optional(DuplicateCollectionSchema),
        response: { 200: CollectionResponse, ...refusals },
        detail: {
          operationId: 'duplicateCollection',
          tags,
          summary: "Copy a collection's description, colour and tags under a new name (default '{name} (Copy)')",
          description:
            'A saved student belongs to exactly one collection (the member-student pair is unique), so the copy starts empty and the students stay in the original. The default collection cannot be duplicated (409).',
        },
      },
    )
    .post(
      '/:id/archive',
      async ({ member, params }) => ({ collection: presentCollection(await setArchived(actorOf(member), params.id, true, deps), member.id) }),
      {
        member: true,
        params: CollectionIdParam,
        response: { 200: CollectionResponse, ...refusals },
        detail: {
          operationId: 'archiveCollection',
          tags,
          summary: 'Archive: hidden from pickers and move targets unless Show Archived is on, and never a save target (the default cannot be archived: 409)',
        },
      },
    )
    .post(
      '/:id/unarchive',
      async ({ member, params }) => ({ collection: presentCollection(await setArchived(actorOf(member), params.id, false, deps), member.id) }),
      {
        member: true,
        params: CollectionIdParam,
        response: { 200: CollectionResponse, ...refusals },
        detail: { operationId: 'unarchiveCollection', tags, summary: 'Bring an archived collection back' },
      },
    );

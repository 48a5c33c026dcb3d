import { defaultPermissionResource, type DefaultPermissionLookup } from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../../http/route';
import { keywordParam, optionalParam, orNull } from '../tenant/shared';
import { listUnpaged, lookupRoute } from './records';

/** The default permissions of the function-permission screens, optionally those of one menu key. */
export function registerPermissionLookups(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    ...lookupRoute('listDefaultPermissions'),
    query: z.object({ resourceKey: optionalParam(z.string().trim().max(80)), keyword: keywordParam }),
    handler: async ({ query, principal, reply }): Promise<DefaultPermissionLookup[]> => {
      const { records } = await listUnpaged(db, reply, defaultPermissionResource, principal, {
        sort: 'permissionCode,asc',
        keyword: query.keyword,
        filters: { resourceKey: query.resourceKey },
      });
      return records.map((permission) => ({
        permissionCode: permission.permissionCode,
        id: permission.id,
        permissionName: permission.permissionName,
        resourceKey: permission.resourceKey,
        description: orNull(permission.description),
      }));
    },
  });
}

import {
  ACCESS,
  brandColorInputSchema,
  businessProfileInputSchema,
  businessProfileSchema,
  hoursCheckInputSchema,
  hoursCheckSchema,
  LOGO_MAX_BYTES,
  locationCreateSchema,
  locationPatchSchema,
  logoInputSchema,
  publicStudioSchema,
  studioLocationSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { checkedImage } from '../../lib/images.ts';
import { problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  addLocation,
  changeLocation,
  getLocation,
  listStudioLocations,
  setDefaultLocation,
} from './locations.service.ts';
import {
  businessProfileView,
  publicStudio,
  sessionsOutsideHours,
  setBrandColor,
  setLogo,
  studioLogo,
  updateBusinessProfile,
} from './profile.service.ts';

const idParams = z.strictObject({ id: z.uuid('Not a location id.') });
const slugParams = z.strictObject({ slug: z.string().min(1).max(80) });

/** Business profile, hours, logo and locations (/admin/business), and the studio's public page. */
export function studioRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/business/profile',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: "The studio's profile: contact, hours, time zone, lists, cancellation window",
          response: { 200: businessProfileSchema, ...problems(401, 403) },
        },
      },
      async (request) => businessProfileView(db, authOf(request).businessId),
    );

    app.post(
      '/api/business/profile/hours-check',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: 'Booked sessions that new hours or a new time zone would leave outside opening time',
          body: hoursCheckInputSchema,
          response: { 200: hoursCheckSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => ({
        sessions: await sessionsOutsideHours(
          db,
          authOf(request).businessId,
          request.body.timeZone,
          request.body.hours,
        ),
      }),
    );

    app.put(
      '/api/business/profile',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: "Saves the studio's profile (asks to confirm when booked sessions fall outside new hours)",
          body: businessProfileInputSchema,
          response: { 200: businessProfileSchema, ...problems(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { profile, hoursChanged, outside } = await updateBusinessProfile(
          db,
          auth.businessId,
          request.body,
        );
        await recordAudit(db, request, {
          action: 'business.profile_update',
          outcome: 'success',
          targetType: 'business',
          targetId: auth.businessId,
          details: { hoursChanged, sessionsOutsideHours: outside.map((session) => session.id) },
        });
        return profile;
      },
    );

    app.put(
      '/api/business/brand-color',
      {
        // The studio's look is the owner's choice, like its payees (decision 0047).
        config: { access: ACCESS.owner },
        schema: {
          tags: ['studio'],
          summary:
            "Sets the studio's primary colour (#rrggbb, WCAG AA against white) or, with null, goes back to the product's",
          body: brandColorInputSchema,
          response: { 200: businessProfileSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const profile = await setBrandColor(db, auth.businessId, request.body.brandColor);
        await recordAudit(db, request, {
          action: 'business.brand_color_set',
          outcome: 'success',
          targetType: 'business',
          targetId: auth.businessId,
          details: { brandColor: request.body.brandColor },
        });
        return profile;
      },
    );

    app.put(
      '/api/business/logo',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: "Sets the studio's logo (JPEG, PNG or WebP, at most 512 KB, as base64)",
          body: logoInputSchema,
          response: { 204: z.null(), ...problems(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const logo = checkedImage(request.body, LOGO_MAX_BYTES, 'Choose a logo of at most 512 KB.');
        await setLogo(db, auth.businessId, logo);
        await recordAudit(db, request, { action: 'business.logo_set', outcome: 'success' });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/business/logo',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: "Removes the studio's logo",
          response: { 204: z.null(), ...problems(401, 403) },
        },
      },
      async (request, reply) => {
        await setLogo(db, authOf(request).businessId, null);
        await recordAudit(db, request, { action: 'business.logo_removed', outcome: 'success' });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/public/studios/:slug/logo',
      {
        config: { access: 'public' },
        schema: {
          tags: ['studio'],
          summary: "A studio's logo (public: it is on the studio's public page)",
          params: slugParams,
          response: { ...problems(404) },
        },
      },
      async (request, reply) => {
        const row = await studioLogo(db, request.params.slug);
        // The address carries ?v=<logoVersion>, so a changed logo is a new address.
        reply.header('content-type', row.logoType).header('cache-control', 'public, max-age=86400');
        return reply.send(row.logo as never);
      },
    );

    app.get(
      '/api/public/studios/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags: ['studio'],
          summary: "A studio's public page: hours, locations, offerings and its sign-up link",
          params: slugParams,
          response: { 200: publicStudioSchema, ...problems(404) },
        },
      },
      async (request) => {
        const { profile, places, offerings } = await publicStudio(db, request.params.slug);
        return {
          name: profile.name,
          slug: profile.slug,
          timeZone: profile.timeZone,
          hasLogo: profile.hasLogo,
          logoVersion: profile.logoVersion,
          contactEmail: profile.contactEmail,
          contactPhone: profile.contactPhone,
          hours: profile.hours,
          amenities: profile.amenities,
          accessibility: profile.accessibility,
          locations: places.map((place) => ({ display: place.display, address: place.address })),
          offerings,
        };
      },
    );

    // ---- Locations ----------------------------------------------------------------------------

    app.get(
      '/api/locations',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['studio'],
          summary: "The studio's active locations (the booking form's location picker, offerings, calendar)",
          response: { 200: z.object({ items: z.array(studioLocationSchema) }), ...problems(401) },
        },
      },
      async (request) => ({ items: await listStudioLocations(db, authOf(request).businessId, true) }),
    );

    app.get(
      '/api/business/locations',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: 'Every location of the studio, deactivated ones too',
          response: { 200: z.object({ items: z.array(studioLocationSchema) }), ...problems(401, 403) },
        },
      },
      async (request) => ({ items: await listStudioLocations(db, authOf(request).businessId, false) }),
    );

    app.post(
      '/api/business/locations',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: 'Adds a location (code state.city, unique in the studio)',
          body: locationCreateSchema,
          response: { 201: studioLocationSchema, ...problems(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const row = await addLocation(db, authOf(request).businessId, request.body);
        await recordAudit(db, request, {
          action: 'location.create',
          outcome: 'success',
          targetType: 'location',
          targetId: row.id,
        });
        reply.code(201);
        return row;
      },
    );

    app.patch(
      '/api/business/locations/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: 'Changes a location, or deactivates it (past sessions keep it)',
          params: idParams,
          body: locationPatchSchema,
          response: { 200: studioLocationSchema, ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const row = await changeLocation(db, authOf(request).businessId, request.params.id, request.body);
        await recordAudit(db, request, {
          action: request.body.active === false ? 'location.deactivate' : 'location.update',
          outcome: 'success',
          targetType: 'location',
          targetId: row.id,
        });
        return row;
      },
    );

    app.post(
      '/api/business/locations/:id/default',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['studio'],
          summary: 'Makes a location the default one',
          params: idParams,
          response: { 200: studioLocationSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await setDefaultLocation(db, auth.businessId, request.params.id);
        await recordAudit(db, request, {
          action: 'location.default',
          outcome: 'success',
          targetType: 'location',
          targetId: request.params.id,
        });
        return getLocation(db, auth.businessId, request.params.id);
      },
    );
  };
}

import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ALT_MAX, CREDIT_MAX, MEDIA_MAX_BYTES } from '../../../common/media.ts';
import { MEDIA_MSG } from '../../../common/messages-media.ts';
import { MSG } from '../../../common/messages.ts';
import { mediaErrorMessage, mediaListQuerySchema, mediaPatchSchema, mediaUploadFieldsSchema } from '../../../common/schemas-media.ts';
import { AppError, notFound } from '../../domain/errors.ts';
import type { ReportError } from '../../domain/media.ts';
import type { Services } from '../../services.ts';
import { sendTotal } from '../list-answers.ts';
import { parse, parseId } from '../validate.ts';

type IdParams = { Params: { id: string } };

/** A storage failure's cause, in this request's log (the answer says it in Italian, without it). */
const report =
  (request: FastifyRequest): ReportError =>
  (err, message) =>
    request.log.error({ err }, message);

/** The form's limits, enforced while it is read: one file of MEDIA_MAX_BYTES, two short text fields. */
const LIMITS = { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4 * Math.max(ALT_MAX, CREDIT_MAX) + 64, headerPairs: 50 };

/** The multipart plugin's refusals in Italian (its own are English), with the right status. */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as FastifyError | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, MEDIA_MSG.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError(400, MEDIA_MSG.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(400, MEDIA_MSG.fieldTooLong);
  return new AppError(400, MEDIA_MSG.multipartRequired);
}

/** The form read whole (bounded by LIMITS): the file's bytes and name, and the text fields. */
async function readForm(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, MEDIA_MSG.multipartRequired);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string | null } | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname !== 'file') throw new AppError(400, MEDIA_MSG.unknownField(part.fieldname.slice(0, 40)));
        file = { bytes, fileName: part.filename || null };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(400, MEDIA_MSG.fieldTooLong);
        const value = String(part.value);
        // The API's NUL check (app.ts) reads JSON bodies only: a form's fields are checked here.
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw new AppError(400, MSG.nulCharacter);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    throw formError(err);
  }
  if (!file || file.bytes.length === 0) throw new AppError(400, MEDIA_MSG.fileRequired);
  return { ...file, fields };
}

/**
 * The media library (decision 0060), staff only like every dashboard API:
 * - GET /media?q=&fonte=caricamento|unsplash&limit=&offset= → MediaItem[] newest first (with
 *   `limit`, X-Total-Count);
 * - GET /media/{id} → MediaItem & {usi_dettaglio: MediaUse[]};
 * - POST /media, multipart/form-data {file, alt, credito?} → 201 MediaItem (400 no file or alt,
 *   413 too large in bytes or pixels, 415 not a JPEG/PNG/WebP/AVIF by its bytes, 503 busy);
 * - PATCH /media/{id} {alt?, credito?} → MediaItem;
 * - DELETE /media/{id} → 204, 409 {error, usi} while a text uses it.
 * The files themselves are public: media-files.ts.
 */
export async function mediaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  // In this plugin's scope only: no other route reads multipart bodies.
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });

  app.get('/media', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const query = parse(mediaListQuerySchema, request.query, mediaErrorMessage);
    await sendTotal(request, reply, query, () => services.media.count(query));
    reply.header('cache-control', 'no-store');
    return services.media.list(query);
  });

  app.get<IdParams>('/media/:id', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const item = await services.media.get(parseId(request.params.id));
    if (!item) throw notFound(MEDIA_MSG.notFound);
    reply.header('cache-control', 'no-store');
    return item;
  });

  app.post('/media', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const form = await readForm(request);
    const { alt, credito } = parse(mediaUploadFieldsSchema, form.fields, mediaErrorMessage);
    const input = { bytes: form.bytes, fileName: form.fileName, alt, credito: credito ?? null, userId: request.session?.user.id ?? null };
    const item = await services.media.upload(input, report(request));
    return reply.status(201).send(item);
  });

  app.patch<IdParams>('/media/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    return services.media.update(id, parse(mediaPatchSchema, request.body, mediaErrorMessage));
  });

  app.delete<IdParams>('/media/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    await services.media.remove(parseId(request.params.id), report(request));
    return reply.status(204).send();
  });
}

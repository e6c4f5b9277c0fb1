import { sanitizeText } from '@usra/domain/common/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Spec core section 5: unsafe tags and URL schemes are stripped from text "with the message
 * 'contains potentially unsafe content that has been removed'". The schemas strip silently (the
 * request is still good); this hook tells which fields of the JSON body were cleaned, in the
 * `Usra-Text-Cleaned` header (comma-separated field names), and the web shows the message.
 * A field counts only when what was stored is exactly the cleaned text, so a password or a
 * token that merely contains "<" is never reported.
 */
export const TEXT_CLEANED_HEADER = 'usra-text-cleaned';

const rawFields = new WeakMap<FastifyRequest, Map<string, string>>();

function stringFields(body: unknown, prefix = '', depth = 0, out = new Map<string, string>()) {
  if (typeof body !== 'object' || body === null || depth > 1) return out;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (!Array.isArray(value)) stringFields(value, `${prefix}${key}.`, depth + 1, out);
  }
  return out;
}

function valueAt(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The fields whose stored value is the cleaned text of what was sent, which differed. */
export function cleanedFields(raw: Map<string, string>, validated: unknown): string[] {
  const cleaned: string[] = [];
  for (const [path, sent] of raw) {
    // Cheap test first: text without markup or a scheme is left alone by the cleaner.
    if (!/[<:=]/.test(sent)) continue;
    const { value, warning } = sanitizeText(sent);
    if (!warning) continue;
    const stored = valueAt(validated, path);
    if (stored === value || (stored === null && value === '')) cleaned.push(path);
  }
  return cleaned;
}

export function registerTextCleanedNotice(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      const fields = stringFields(request.body);
      if (fields.size > 0) rawFields.set(request, fields);
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    const raw = rawFields.get(request);
    if (!raw) return;
    const fields = cleanedFields(raw, request.body);
    if (fields.length > 0) reply.header(TEXT_CLEANED_HEADER, fields.join(','));
  });
}

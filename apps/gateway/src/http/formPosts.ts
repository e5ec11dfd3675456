import type { FastifyInstance } from 'fastify';

/** A 3-D Secure form post carries one base64url message; nothing legitimate comes close. */
const FORM_POST_LIMIT_BYTES = 16 * 1024;

/**
 * 3-D Secure frames are plain HTML form posts (threeDSMethodData, creq, the one-time code).
 * Registered only inside the plugins of those pages: the JSON API keeps refusing forms with 415.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_POST_LIMIT_BYTES },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      // The first value of a repeated name wins, as most form handlers do.
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (!(name in fields)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}

import type { AppConfig } from '../../config.js';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam } from '../../http/path-params.js';
import { rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { forbidden, notFound } from '../../core/errors.js';
import { emailEndpoints } from '../../shared/contract/email.endpoints.js';
import { canReadMail } from '../../shared/permissions/people.js';
import { EMAIL_PAGE_CSP, renderEmailPage } from './email-page.js';
import type { EmailRepository } from './email.repository.js';

/**
 * GET /api/email/{id}: an outgoing e-mail as a page. In the emulators there is no mail server,
 * so anyone with the link may open it (mail ids are random and only shown to whoever sent the
 * mail or reads the outbox), which lets the local invitation flow be followed in a browser. In
 * production the Trigger Email extension delivers mail and only super administrators read it.
 */
export function mountEmail(
  api: ApiRoutes,
  deps: { mail: EmailRepository; config: AppConfig },
): void {
  const open = deps.config.runningInEmulator;
  rawRoute(
    api,
    {
      ...emailEndpoints.page,
      ...(open
        ? {
            summary: 'An outgoing e-mail as an HTML page (emulators: no token needed)',
            auth: false,
          }
        : {}),
    },
    async (req, res) => {
      if (!open && !canReadMail(currentUserOf(res))) {
        throw forbidden('Only super administrators read outgoing e-mail');
      }
      const mail = await deps.mail.find(idParam(req, 'id'));
      if (!mail) throw notFound('E-mail not found');
      res.setHeader('Content-Security-Policy', EMAIL_PAGE_CSP);
      res.type('html').send(renderEmailPage(mail));
    },
  );
}

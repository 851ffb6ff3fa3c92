import { endpoint } from './endpoint.js';

export const emailEndpoints = {
  /**
   * In the emulators anyone with the link may open it (mail ids are random), so the local
   * invitation flow can be followed in a browser; the api mounts it without a token there.
   */
  page: endpoint({
    method: 'get',
    path: '/email/:id',
    tag: 'E-mail',
    summary: 'An outgoing e-mail as an HTML page (super administrators)',
    auth: true,
    response: { status: 200, description: 'The e-mail', contentType: 'text/html' },
    errors: ['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
};

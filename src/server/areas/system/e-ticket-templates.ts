import Handlebars from 'handlebars';
import { E_TICKET_SAMPLE, eTicketTemplates, type eTicketCommands } from '../../../shared/commands/system/e-ticket-templates.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { serveResource } from '../../resources/serve.js';

/** A template that does not compile is refused before it is stored, naming the line Handlebars stopped at. */
function compiled(html: string): Handlebars.TemplateDelegate {
  try {
    const template = Handlebars.compile(html, { strict: false });
    template(E_TICKET_SAMPLE); // compile is lazy: a parse error shows on the first run
    return template;
  } catch (e) {
    const message = e instanceof Error ? e.message.split('\n')[0]! : 'does not compile';
    throw new AppError(400, 'validation_failed', `The template does not compile: ${message}`, { html: message });
  }
}

export const eTicketTemplateHandlers = serveResource(eTicketTemplates, {
  table: schema.eTicketTemplates,
  prepare(values) {
    if (typeof values.html === 'string') compiled(values.html);
    return values;
  },
});

export const eTicketHandlers: HandlersOf<typeof eTicketCommands> = {
  /** The template filled with the sample ticket; the screen shows it in a sandboxed frame. */
  async previewETicket({ html }) {
    return { html: compiled(html)(E_TICKET_SAMPLE) };
  },
};

import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { reminderEndpoints } from '../../shared/contract/reminder.endpoints.js';
import { reminderInputSchema } from '../../shared/contract/reminder.schema.js';
import { createRemindersService } from './reminders.service.js';
import type { RemindersDeps } from './reminders.service.js';

/** Reminders: a program's scheduled e-mails, listed, created, read, replaced, deleted, tried. */
export function mountReminders(api: ApiRoutes, deps: RemindersDeps): void {
  const reminders = createRemindersService(deps);

  jsonRoute(api, reminderEndpoints.list, (req, res) =>
    reminders.list(currentUserOf(res), programIdParam(req)),
  );

  jsonRoute(api, reminderEndpoints.create, async (req, res) => {
    const programId = programIdParam(req);
    const input = parseInput(reminderInputSchema, req.body);
    return { reminder: await reminders.create(currentUserOf(res), programId, input) };
  });

  jsonRoute(api, reminderEndpoints.get, async (req, res) => {
    const programId = programIdParam(req);
    const reminderId = idParam(req, 'reminder_id');
    return { reminder: await reminders.get(currentUserOf(res), programId, reminderId) };
  });

  jsonRoute(api, reminderEndpoints.update, async (req, res) => {
    const programId = programIdParam(req);
    const reminderId = idParam(req, 'reminder_id');
    const input = parseInput(reminderInputSchema, req.body);
    return { reminder: await reminders.update(currentUserOf(res), programId, reminderId, input) };
  });

  jsonRoute(api, reminderEndpoints.delete, (req, res) =>
    reminders.delete(currentUserOf(res), programIdParam(req), idParam(req, 'reminder_id')),
  );

  jsonRoute(api, reminderEndpoints.sendTest, (req, res) =>
    reminders.sendTest(
      currentUserOf(res),
      programIdParam(req),
      idParam(req, 'reminder_id'),
      requestLocale(req),
    ),
  );
}

import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  reminderFormDefaults,
  reminderFormSchema,
  reminderRequestOf,
} from './reminder-form-values';
import { nextSendText, weekdayNames } from './schedule-text';

const filled = {
  ...reminderFormDefaults(),
  time_zone: 'Europe/Paris',
  user_ids: ['u1'],
  subject: ' Records ',
  message: 'Please complete them.',
};

describe('the reminder form', () => {
  it('sends only the chosen frequency’s days, sorted, and figures when a collect is chosen', () => {
    const weekly = reminderRequestOf({ ...filled, days_of_week: ['4', '1'], day_of_month: '12' });
    expect(weekly).toMatchObject({
      frequency: 'WEEKLY',
      days_of_week: [1, 4],
      day_of_month: null,
      subject: 'Records',
      figures: null,
    });
    const monthly = reminderRequestOf({
      ...filled,
      frequency: 'MONTHLY',
      day_of_month: '31',
      figures_collect_id: 'c1',
    });
    expect(monthly).toMatchObject({
      days_of_week: [],
      day_of_month: 31,
      figures: { collect_id: 'c1', missing_field: null },
    });
  });

  it('asks for a day, a time, a recipient, a subject and a message', () => {
    const result = reminderFormSchema.safeParse({
      ...filled,
      days_of_week: [],
      time: '25:00',
      user_ids: [],
      subject: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message).sort();
    expect(messages).toEqual(['days_of_week', 'recipients', 'subject', 'time']);
  });

  it('puts the API’s issues on the form’s fields', () => {
    expect(formFieldOf('recipients.user_ids.2')).toBe('user_ids');
    expect(formFieldOf('recipients.collect_ids.0')).toBe('collect_ids');
    expect(formFieldOf('figures.missing_field')).toBe('figures_missing_field');
    expect(formFieldOf('time_zone')).toBe('time_zone');
    expect(formFieldOf('nothing')).toBeNull();
  });
});

describe('schedule text', () => {
  it('names the days of the week from Sunday, in the viewer’s language', () => {
    expect(weekdayNames('en-GB', 'long').slice(0, 2)).toEqual(['Sunday', 'Monday']);
    expect(weekdayNames('fr-FR', 'long')[4]).toBe('jeudi');
  });

  it('shows the next send as clocks in the reminder’s zone show it', () => {
    const text = nextSendText(
      {
        next_run_at: '2026-11-23T08:30:00.000Z',
        time_zone: 'Europe/Paris',
      } as Parameters<typeof nextSendText>[0],
      'en-GB',
    );
    expect(text).toContain('Monday');
    expect(text).toContain('09:30');
  });
});

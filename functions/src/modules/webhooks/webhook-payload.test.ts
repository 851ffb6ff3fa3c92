import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import { recordsOfDelivery } from './webhook-payload.js';

function failure(body: unknown): AppError {
  try {
    recordsOfDelivery(body);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected an AppError');
}

describe('webhook payload', () => {
  it('reads one record or a batch', () => {
    expect(recordsOfDelivery({ name: 'Ada' })).toEqual([{ name: 'Ada' }]);
    expect(recordsOfDelivery({ records: [{ name: 'Ada' }, { name: 'Bo' }] })).toHaveLength(2);
  });

  it('names what is wrong with the shape', () => {
    expect(failure([{ name: 'Ada' }])).toMatchObject({ status: 400, message: /^body:/ });
    expect(failure('text')).toMatchObject({ status: 400 });
    expect(failure({ records: [] })).toMatchObject({ status: 400, message: /^records:/ });
    expect(failure({ records: [{}, 3] })).toMatchObject({ status: 400, message: /^records\.1:/ });
  });

  it('refuses more than 500 records with a 413', () => {
    const records = Array.from({ length: 501 }, (_, index) => ({ name: `R${index}` }));
    expect(failure({ records })).toMatchObject({ status: 413, message: /^records:.*501/ });
    expect(recordsOfDelivery({ records: records.slice(1) })).toHaveLength(500);
  });
});

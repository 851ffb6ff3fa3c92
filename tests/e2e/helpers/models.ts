import type { FieldDefinitionInput } from '../../../functions/src/shared/contract/field.schema.js';
import { api } from '../../support/api-client.js';

/**
 * Creates a data model with `fields`, in order, through the admin API (the models screens have
 * their own browser test): for tests about what is built on a model.
 */
export async function createModelAsAdmin(
  token: string,
  title: string,
  fields: readonly FieldDefinitionInput[],
): Promise<string> {
  const created = await api<{ model: { _id: string } }>('/api/admin/models', {
    token,
    json: { title, description: '' },
  });
  if (created.status !== 201) throw new Error(`Model refused: ${JSON.stringify(created.body)}`);
  const modelId = created.body.model._id;
  for (const field of fields) {
    const added = await api('/api/admin/fields', { token, json: { ...field, model_id: modelId } });
    if (added.status !== 201) {
      throw new Error(`Field ${field.variable} refused: ${JSON.stringify(added.body)}`);
    }
  }
  return modelId;
}

// The admin routes of SPEC.md §2 for models, before the locale prefix.

export const MODELS_PATH = '/admin/models';

export const modelPath = (modelId: string) => `${MODELS_PATH}/${encodeURIComponent(modelId)}`;

export const createFieldPath = (modelId: string) => `${modelPath(modelId)}/create_field`;

export const editFieldPath = (modelId: string, fieldId: string) =>
  `${modelPath(modelId)}/fields/edit/${encodeURIComponent(fieldId)}`;

export const editModelPath = (modelId: string) => `${modelPath(modelId)}/edit`;

/**
 * What the collect screens read beside the collect itself: the models a collect can be built on
 * and a model's fields. Models are system-wide, so these keys sit outside any program.
 */
export const collectFormKeys = {
  all: ['collect-setup'] as const,
  availableModels: (keywords: string) =>
    [...collectFormKeys.all, 'available-models', keywords] as const,
  modelFields: (modelId: string) => [...collectFormKeys.all, 'model-fields', modelId] as const,
};

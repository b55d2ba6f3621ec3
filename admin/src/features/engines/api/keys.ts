export const engineKeys = {
  all: ['engines'] as const,
  whisperModels: () => [...engineKeys.all, 'whisper-models'] as const,
};

export const licenseKeys = {
  all: ['licenses'] as const,
};

export const presetKeys = {
  all: ['shipping-item-presets'] as const,
  lists: (siteId: string) => ['shipping-item-presets', 'site', siteId] as const,
  preset: (id: string) => ['shipping-item-presets', 'preset', id] as const,
};

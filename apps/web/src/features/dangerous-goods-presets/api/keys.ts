export const dgPresetKeys = {
  all: ['dangerous-goods-presets'] as const,
  lists: (siteId: string) => ['dangerous-goods-presets', 'site', siteId] as const,
  preset: (id: string) => ['dangerous-goods-presets', 'preset', id] as const,
};

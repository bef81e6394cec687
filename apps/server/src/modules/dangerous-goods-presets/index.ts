/** Dangerous goods presets of a site. */
export { dangerousGoodsPresetRoutes } from './dangerous-goods-presets.routes';
export { createPresetForSite, siteHasPresets } from './dangerous-goods-presets.service';
